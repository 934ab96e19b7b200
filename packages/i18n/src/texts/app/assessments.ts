import type { Texts } from '../types';

/**
 * Questionnaires (standardized assessments, issue 39): the list, one question per screen, the
 * result in plain words, the history chart and the crisis help. The instruments' own wording is
 * not here: it comes from the server, in the validated language only (decisions §8).
 *
 * Results are written for patients: what the answers suggest, never a diagnosis, never alarming.
 */
export const assessments = {
  'assessments.heading': { en: 'Questionnaires', es: 'Cuestionarios' },
  'assessments.intro': {
    en: 'Short questionnaires from your center help you and your care team see how you are doing over time.',
    es: 'Los cuestionarios breves de su centro le ayudan a usted y a su equipo de atención a ver cómo le va con el tiempo.',
  },
  'assessments.dueHeading': { en: 'To fill in', es: 'Por completar' },
  'assessments.noneDue': { en: 'Nothing to fill in right now.', es: 'No tiene nada por completar ahora.' },
  'assessments.openUntil': { en: 'Open until {date}', es: 'Disponible hasta el {date}' },
  'assessments.start': { en: 'Start {title}', es: 'Empezar el {title}' },
  'assessments.continue': { en: 'Continue {title}', es: 'Continuar el {title}' },
  'assessments.doneHeading': { en: 'Completed', es: 'Completados' },
  'assessments.noneDone': {
    en: 'You have not completed a questionnaire yet.',
    es: 'Todavía no ha completado ningún cuestionario.',
  },
  'assessments.completedOn': { en: 'Completed {date}', es: 'Completado el {date}' },
  'assessments.waiting': {
    en: 'Saved on this phone: it will be sent when you are back online.',
    es: 'Guardado en este teléfono: se enviará cuando vuelva a tener conexión.',
  },
  'assessments.homeHeading': { en: 'Questionnaire', es: 'Cuestionario' },
  'assessments.homeAll': { en: 'All questionnaires', es: 'Todos los cuestionarios' },
  'assessments.homeDue': { en: '{title} is due', es: 'Tiene pendiente el {title}' },
  'assessments.homeOthers': {
    en: '{count, plural, one {And 1 more questionnaire.} other {And # more questionnaires.}}',
    es: '{count, plural, one {Y 1 cuestionario más.} other {Y # cuestionarios más.}}',
  },
  'assessments.homeFill': { en: 'Fill it in now', es: 'Completarlo ahora' },

  // Taking one: one question per screen.
  'assessments.progress': { en: '{current} of {total}', es: '{current} de {total}' },
  'assessments.progressLabel': { en: 'Question {current} of {total}', es: 'Pregunta {current} de {total}' },
  'assessments.next': { en: 'Next', es: 'Siguiente' },
  'assessments.skip': { en: 'Skip this question', es: 'Saltar esta pregunta' },
  'assessments.optional': { en: 'You may skip this question.', es: 'Puede saltar esta pregunta.' },
  'assessments.send': { en: 'Send my answers', es: 'Enviar mis respuestas' },
  'assessments.sending': { en: 'Sending…', es: 'Enviando…' },
  'assessments.chooseAnswer': {
    en: 'Choose an answer to go on.',
    es: 'Elija una respuesta para continuar.',
  },
  'assessments.daysLabel': { en: 'Number of days (0 to {max})', es: 'Número de días (de 0 a {max})' },
  'assessments.daysInvalid': {
    en: 'Enter a number of days from 0 to {max}.',
    es: 'Escriba un número de días de 0 a {max}.',
  },
  'assessments.englishOnly': {
    en: 'This questionnaire is in English only for now.',
    es: 'Este cuestionario se muestra en inglés: todavía no existe una versión validada en español, y sus palabras exactas son importantes para el resultado.',
  },
  'assessments.resumed': {
    en: 'Your earlier answers are kept: you can go on where you left off.',
    es: 'Sus respuestas anteriores están guardadas: puede seguir donde lo dejó.',
  },
  'assessments.savedOffline': {
    en: 'You are offline. Your answers are saved on this phone and will be sent when you are back online.',
    es: 'No tiene conexión. Sus respuestas están guardadas en este teléfono y se enviarán cuando vuelva a tener conexión.',
  },
  'assessments.notOpen': {
    en: 'This questionnaire is closed: it can no longer be filled in. Your center will send the next one when it is due.',
    es: 'Este cuestionario está cerrado: ya no se puede completar. Su centro le enviará el siguiente cuando corresponda.',
  },
  'assessments.notFound': {
    en: 'This questionnaire was not found.',
    es: 'No se encontró este cuestionario.',
  },
  'assessments.backToList': { en: '← All questionnaires', es: '← Todos los cuestionarios' },

  // The result, by instrument and band: what the answers suggest, in kind words.
  'assessments.resultHeading': { en: 'Your result', es: 'Su resultado' },
  'assessments.thanks': {
    en: 'Thank you for filling this in.',
    es: 'Gracias por completar este cuestionario.',
  },
  'assessments.notDiagnosis': {
    en: 'This is not a diagnosis. Your care team will look at your answers with you.',
    es: 'Esto no es un diagnóstico. Su equipo de atención revisará sus respuestas con usted.',
  },
  'assessments.resultPhq9Minimal': {
    en: 'Your answers suggest few signs of depression right now.',
    es: 'Sus respuestas indican pocas señales de depresión en este momento.',
  },
  'assessments.resultPhq9Mild': {
    en: 'Your answers suggest some mild signs of low mood. Many people feel this way at times; it helps to keep talking with your care team about how you feel.',
    es: 'Sus respuestas indican algunas señales leves de ánimo bajo. Muchas personas se sienten así a veces; ayuda seguir hablando con su equipo de atención sobre cómo se siente.',
  },
  'assessments.resultPhq9Moderate': {
    en: 'Your answers suggest you have been carrying a fair amount of low mood lately. You are not alone in this: your care team will see your answers and can help.',
    es: 'Sus respuestas indican que últimamente ha tenido bastante ánimo bajo. No tiene que enfrentarlo sin ayuda: su equipo de atención verá sus respuestas y puede ayudarle.',
  },
  'assessments.resultPhq9ModeratelySevere': {
    en: 'Your answers suggest the last two weeks have been hard. Talking with your care team about how you feel can really help, and they will see your answers.',
    es: 'Sus respuestas indican que las últimas dos semanas han sido difíciles. Hablar con su equipo de atención sobre cómo se siente puede ayudar mucho, y ellos verán sus respuestas.',
  },
  'assessments.resultPhq9Severe': {
    en: 'Your answers suggest the last two weeks have been very hard. Support is there for you: please talk with your care team soon. They will see your answers.',
    es: 'Sus respuestas indican que las últimas dos semanas han sido muy difíciles. Hay apoyo para usted: hable pronto con su equipo de atención. Ellos verán sus respuestas.',
  },
  'assessments.resultGad7Minimal': {
    en: 'Your answers suggest few signs of anxiety right now.',
    es: 'Sus respuestas indican pocas señales de ansiedad en este momento.',
  },
  'assessments.resultGad7Mild': {
    en: 'Your answers suggest some mild worry or nervousness. Many people feel this way at times; it helps to keep talking with your care team about it.',
    es: 'Sus respuestas indican algo de preocupación o nerviosismo leve. Muchas personas se sienten así a veces; ayuda seguir hablando de esto con su equipo de atención.',
  },
  'assessments.resultGad7Moderate': {
    en: 'Your answers suggest worry has been weighing on you lately. You are not alone in this: your care team will see your answers and can help.',
    es: 'Sus respuestas indican que la preocupación le ha pesado últimamente. No tiene que enfrentarlo sin ayuda: su equipo de atención verá sus respuestas y puede ayudarle.',
  },
  'assessments.resultGad7Severe': {
    en: 'Your answers suggest worry and nervousness have been very hard lately. Support is there for you: please talk with your care team soon. They will see your answers.',
    es: 'Sus respuestas indican que la preocupación y el nerviosismo han sido muy difíciles últimamente. Hay apoyo para usted: hable pronto con su equipo de atención. Ellos verán sus respuestas.',
  },
  'assessments.resultBarc10Below': {
    en: 'Your answers show strengths you already have for your recovery. Your care team can help you build on them.',
    es: 'Sus respuestas muestran fortalezas que ya tiene para su recuperación. Su equipo de atención puede ayudarle a aprovecharlas.',
  },
  'assessments.resultBarc10Remission': {
    en: 'Your answers show many strengths that support your recovery. Keep going!',
    es: 'Sus respuestas muestran muchas fortalezas que apoyan su recuperación. ¡Siga adelante!',
  },
  'assessments.resultOther': {
    en: 'Your answers help your care team support your recovery. They will look at them with you.',
    es: 'Sus respuestas ayudan a su equipo de atención a apoyar su recuperación. Las revisarán con usted.',
  },

  // The patient's own history for the instrument.
  'assessments.historyHeading': { en: 'Over time', es: 'A lo largo del tiempo' },
  'assessments.historyFirst': {
    en: 'This is your first {title}. Next time you will see here how your answers change.',
    es: 'Este es su primer {title}. La próxima vez verá aquí cómo cambian sus respuestas.',
  },
  'assessments.chartName': {
    en: 'Your {title} scores over time',
    es: 'Sus puntajes del {title} a lo largo del tiempo',
  },
  'assessments.chartSummary': {
    en: '{count, plural, one {1 result} other {# results}} from {first} to {last}. Your latest score is {latest} of {max}.',
    es: '{count, plural, one {1 resultado} other {# resultados}} del {first} al {last}. Su puntaje más reciente es {latest} de {max}.',
  },
  'assessments.lowerBetter': {
    en: 'A lower score means fewer troubles.',
    es: 'Un puntaje más bajo significa menos molestias.',
  },
  'assessments.higherBetter': {
    en: 'A higher score means more strengths for your recovery.',
    es: 'Un puntaje más alto significa más fortalezas para su recuperación.',
  },
  'assessments.tableDate': { en: 'Date', es: 'Fecha' },
  'assessments.tableScore': { en: 'Score', es: 'Puntaje' },
  'assessments.needHelp': { en: 'Need to talk to someone now?', es: '¿Necesita hablar con alguien ahora?' },

  // Crisis help: shown at once when the PHQ-9's question 9 is answered above "Not at all".
  'assessments.crisisHeading': { en: 'Help is here, right now', es: 'Hay ayuda para usted ahora mismo' },
  'assessments.crisisIntro': {
    en: 'Thank you for telling us how you feel. Thoughts like these can be very hard to carry, and you deserve support right now.',
    es: 'Gracias por decirnos cómo se siente. Pensamientos como estos pueden ser muy difíciles de llevar, y usted merece apoyo ahora mismo.',
  },
  'assessments.crisis988': {
    en: 'The 988 Suicide & Crisis Lifeline has trained counselors who listen, any time, day or night. It is free and confidential.',
    es: 'La Línea 988 de Prevención del Suicidio y Crisis tiene consejeros capacitados que le escuchan a cualquier hora, de día o de noche. Es gratuita y confidencial. Hay ayuda en español.',
  },
  'assessments.crisisCall': { en: 'Call 988', es: 'Llamar al 988' },
  'assessments.crisisText': { en: 'Text 988', es: 'Enviar un mensaje de texto al 988' },
  'assessments.crisisCenter': {
    en: 'You can also ask {center} to call you.',
    es: 'También puede pedirle a {center} que le llame.',
  },
  'assessments.crisisCenterPhone': {
    en: 'You can also call {center}, or ask them to call you.',
    es: 'También puede llamar a {center}, o pedirles que le llamen.',
  },
  'assessments.crisisAskCall': { en: 'Ask my center to call me', es: 'Pedir que mi centro me llame' },
  'assessments.crisisCallAsked': {
    en: 'Your center has your request: someone will call you soon.',
    es: 'Su centro recibió su solicitud: alguien le llamará pronto.',
  },
  'assessments.crisisTeam': {
    en: 'Your care team will see your answers and may reach out to you.',
    es: 'Su equipo de atención verá sus respuestas y podría comunicarse con usted.',
  },
  'assessments.crisisTeamOffline': {
    en: 'Your answers will reach your care team as soon as you are back online. Calling or texting 988 works without the app.',
    es: 'Sus respuestas llegarán a su equipo de atención en cuanto vuelva a tener conexión. Puede llamar o enviar un mensaje de texto al 988 sin la app.',
  },
  'assessments.crisisEmergency': {
    en: 'If you are in danger right now, call 911.',
    es: 'Si está en peligro ahora mismo, llame al 911.',
  },
  'assessments.crisisDone': { en: 'See my result', es: 'Ver mi resultado' },
} as const satisfies Texts;
