import type { Texts } from '../types';

/** Messages (/chats): the chat bar, the inbox, a conversation and its threads, and the start dialogs. */
export const chat = {
  'chat.messages': { en: 'Messages', es: 'Mensajes' },
  'chat.unread': {
    en: '{count, plural, one {# unread message} other {# unread messages}}',
    es: '{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}',
  },
  // Two people of a conversation, as a moderator outside it sees them.
  'chat.both': { en: '{first} and {second}', es: '{first} y {second}' },
  'chat.conversation': { en: 'Conversation', es: 'Conversación' },
  // dayjs formats of a message's time before this week, and in full: "Mar 3", "3 mar".
  'chat.dayFormat': { en: 'MMM D', es: 'D MMM' },
  'chat.fullTimeFormat': { en: 'MMM D, YYYY HH:mm', es: 'D MMM YYYY HH:mm' },

  'chat.inbox': { en: 'Inbox', es: 'Bandeja de entrada' },
  'chat.loadingConversations': { en: 'Loading conversations', es: 'Cargando conversaciones' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'chat.conversationsWhat': { en: 'The conversations', es: 'las conversaciones' },
  'chat.conversations': { en: 'Conversations', es: 'Conversaciones' },
  'chat.noMessagesYet': { en: 'No messages yet', es: 'Todavía no hay mensajes' },
  'chat.yours': { en: 'You: {text}', es: 'Usted: {text}' },
  'chat.attachment': { en: 'Attachment', es: 'Archivo adjunto' },
  'chat.loadMoreConversations': { en: 'Load more conversations', es: 'Cargar más conversaciones' },
  'chat.newMessage': { en: 'New message', es: 'Mensaje nuevo' },
  'chat.withPatient': { en: 'Chat with a patient', es: 'Conversar con un paciente' },
  'chat.choose': {
    en: 'Choose a conversation from the inbox.',
    es: 'Elija una conversación de la bandeja de entrada.',
  },

  'chat.notAvailable': { en: 'Conversation not available', es: 'Conversación no disponible' },
  'chat.notAvailableBody': {
    en: 'This conversation does not exist or you cannot see it.',
    es: 'Esta conversación no existe o usted no puede verla.',
  },
  'chat.backToInbox': { en: 'Back to the inbox', es: 'Volver a la bandeja de entrada' },
  'chat.loadingConversation': { en: 'Loading conversation', es: 'Cargando la conversación' },
  'chat.deleteConversation': { en: 'Delete conversation', es: 'Eliminar la conversación' },
  'chat.typing': { en: '{name} is typing…', es: '{name} está escribiendo…' },
  'chat.moderatorReading': {
    en: 'You are reading this conversation as a moderator. Only its members can write in it.',
    es: 'Usted está leyendo esta conversación como moderador. Solo sus miembros pueden escribir en ella.',
  },
  'chat.messagesWith': { en: 'Messages with {title}', es: 'Mensajes con {title}' },
  'chat.loadOlder': { en: 'Load older messages', es: 'Cargar mensajes anteriores' },
  'chat.loadingMessages': { en: 'Loading messages', es: 'Cargando mensajes' },
  'chat.sayHello': { en: 'No messages yet. Say hello.', es: 'Todavía no hay mensajes. Salude.' },

  'chat.messageFrom': { en: 'Message from {name}', es: 'Mensaje de {name}' },
  'chat.you': { en: 'You', es: 'Usted' },
  'chat.messageActions': { en: 'Message actions', es: 'Acciones del mensaje' },
  'chat.replyInThread': { en: 'Reply in thread', es: 'Responder en un hilo' },
  'chat.edit': { en: 'Edit', es: 'Editar' },
  'chat.markUnread': { en: 'Mark as unread', es: 'Marcar como no leído' },
  'chat.delete': { en: 'Delete', es: 'Eliminar' },
  'chat.editMessage': { en: 'Edit message', es: 'Editar el mensaje' },
  'chat.edited': { en: '(edited)', es: '(editado)' },
  'chat.openImage': { en: 'Open image {name}', es: 'Abrir la imagen {name}' },
  'chat.replies': {
    en: '{count, plural, one {# reply} other {# replies}}',
    es: '{count, plural, one {# respuesta} other {# respuestas}}',
  },

  'chat.message': { en: 'Message', es: 'Mensaje' },
  'chat.write': { en: 'Write a message', es: 'Escriba un mensaje' },
  'chat.attachments': { en: 'Attachments', es: 'Archivos adjuntos' },
  'chat.uploading': { en: 'Uploading {name}', es: 'Subiendo {name}' },
  'chat.remove': { en: 'Remove {name}', es: 'Quitar {name}' },
  'chat.attachImage': { en: 'Attach an image', es: 'Adjuntar una imagen' },
  'chat.send': { en: 'Send', es: 'Enviar' },

  'chat.thread': { en: 'Thread', es: 'Hilo' },
  'chat.closeThread': { en: 'Close thread', es: 'Cerrar el hilo' },
  'chat.reply': { en: 'Reply', es: 'Respuesta' },
  'chat.loadingReplies': { en: 'Loading replies', es: 'Cargando las respuestas' },

  'chat.close': { en: 'Close', es: 'Cerrar' },
  'chat.patientName': { en: 'Patient name', es: 'Nombre del paciente' },
  'chat.searchPatients': { en: 'Search patients', es: 'Buscar pacientes' },
  'chat.searchingPatients': { en: 'Searching patients', es: 'Buscando pacientes' },
  'chat.patients': { en: 'Patients', es: 'Pacientes' },
  'chat.noPatientWithApp': {
    en: 'No patient with the app found by that name.',
    es: 'No se encontró ningún paciente con la app con ese nombre.',
  },
  'chat.messageButton': { en: 'Message', es: 'Escribir' },
  'chat.messageNamed': { en: 'Message {name}', es: 'Escribir a {name}' },
  'chat.expertsAndSupport': { en: 'Experts and support', es: 'Expertos y apoyo' },
  'chat.loadingExperts': { en: 'Loading experts', es: 'Cargando expertos' },
  'chat.noExperts': {
    en: 'No experts or support available yet.',
    es: 'Todavía no hay expertos ni apoyo disponibles.',
  },
  'chat.support': { en: 'Support', es: 'Apoyo' },
  'chat.expert': { en: 'Expert', es: 'Experto' },

  'chat.loadingHistory': { en: 'Loading history', es: 'Cargando el historial' },
  'chat.noMessagesYetDot': { en: 'No messages yet.', es: 'Todavía no hay mensajes.' },
  'chat.openInMessages': { en: 'Open in Messages', es: 'Abrir en Mensajes' },
  'chat.noPatientFound': { en: 'No patient found.', es: 'No se encontró ningún paciente.' },
  'chat.open': { en: 'Open', es: 'Abrir' },
  'chat.openNamed': { en: 'Open {name}', es: 'Abrir {name}' },
  'chat.anotherPatient': { en: 'Another patient', es: 'Otro paciente' },
  'chat.noConversationsWithPatient': {
    en: 'No conversations with this patient yet.',
    es: 'Todavía no hay conversaciones con este paciente.',
  },
  'chat.withNames': { en: 'With {names}', es: 'Con {names}' },
} as const satisfies Texts;
