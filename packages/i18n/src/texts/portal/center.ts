import type { Texts } from '../types';

/** The center's information (owners' /profile page and the wizard's first step) and its logo. */
export const center = {
  'center.title': { en: 'Center information', es: 'Información del centro' },
  'center.loading': { en: 'Loading the center', es: 'Cargando el centro' },
  // The sentence around the link to Default settings: "… are in <Default settings>."
  'center.settingsHint': {
    en: 'Check-in messages, default tasks and the program start are in',
    es: 'Los mensajes del registro diario, las tareas predeterminadas y el inicio del programa están en',
  },
  'center.settingsLink': { en: 'Default settings', es: 'Configuración predeterminada' },
  'center.saveAndContinue': { en: 'Save and continue', es: 'Guardar y continuar' },
  'center.name': { en: 'Center name', es: 'Nombre del centro' },
  'center.timeZone': { en: 'Time zone', es: 'Zona horaria' },
  'center.timeZoneHint': {
    en: "Check-ins, reports and events use the center's local day.",
    es: 'Los registros diarios, los informes y los eventos usan el día local del centro.',
  },
  'center.phone': { en: 'Center phone', es: 'Teléfono del centro' },
  'center.phoneHint': {
    en: 'Optional. Patients see it in the app and can call it from there, for example from the crisis help screen.',
    es: 'Opcional. Los pacientes lo ven en la aplicación y pueden llamar desde ahí, por ejemplo desde la pantalla de ayuda en crisis.',
  },
  'center.logo': { en: 'Logo', es: 'Logotipo' },
  'center.logoAlt': { en: '{name} logo', es: 'Logotipo de {name}' },
  'center.uploadLogo': { en: 'Upload logo', es: 'Subir un logotipo' },
  'center.replaceLogo': { en: 'Replace logo', es: 'Reemplazar el logotipo' },
  'center.removeLogo': { en: 'Remove', es: 'Quitar' },
  'center.logoHint': {
    en: 'JPEG, PNG, WebP or GIF, up to 10 Mb.',
    es: 'JPEG, PNG, WebP o GIF, de hasta 10 MB.',
  },
} as const satisfies Texts;
