import type { Texts } from '../types';

/** The setup wizard of a new center: its steps and the last one, Finish. */
export const wizard = {
  'wizard.title': { en: 'Set up your center', es: 'Configure su centro' },
  'wizard.stepOf': { en: 'Step {step} of {total}: {name}', es: 'Paso {step} de {total}: {name}' },
  'wizard.step.center': { en: 'Center information', es: 'Información del centro' },
  'wizard.step.defaults': { en: 'Default settings', es: 'Configuración predeterminada' },
  'wizard.step.staff': { en: 'Staff members', es: 'Miembros del personal' },
  'wizard.step.finish': { en: 'Finish', es: 'Finalizar' },
  'wizard.step.centerHint': { en: 'Name and time zone', es: 'Nombre y zona horaria' },
  'wizard.step.defaultsHint': { en: 'Check-ins and tasks', es: 'Registros diarios y tareas' },
  'wizard.step.staffHint': { en: 'Optional', es: 'Opcional' },
  'wizard.step.finishHint': { en: 'Open the portal', es: 'Abrir el portal' },
  'wizard.ready': {
    en: 'Your center is set up. When you finish:',
    es: 'Su centro está configurado. Al finalizar:',
  },
  'wizard.readyNavigation': {
    en: 'the full navigation opens, starting at the dashboard;',
    es: 'se abre toda la navegación, empezando por el panel;',
  },
  'wizard.readyTasks': {
    en: "your default tasks become the center's daily tasks;",
    es: 'sus tareas predeterminadas pasan a ser las tareas diarias del centro;',
  },
  'wizard.readyLater': {
    en: 'you can change everything later in Center information and Default settings.',
    es: 'puede cambiar todo más adelante en Información del centro y Configuración predeterminada.',
  },
  'wizard.back': { en: 'Back', es: 'Atrás' },
  'wizard.finish': { en: 'Finish setup', es: 'Finalizar la configuración' },
} as const satisfies Texts;
