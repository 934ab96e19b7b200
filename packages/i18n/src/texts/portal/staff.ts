import type { Texts } from '../types';

/** Staff Members (owners, /members): the team, its create/update form, and the wizard's staff step. */
export const staff = {
  'staff.title': { en: 'Staff Members', es: 'Personal' },
  'staff.add': { en: 'Add staff member', es: 'Agregar miembro del personal' },
  'staff.loading': { en: 'Loading staff members', es: 'Cargando los miembros del personal' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'staff.loadWhat': { en: 'The staff members', es: 'los miembros del personal' },
  'staff.experts': { en: 'Experts and support', es: 'Expertos y apoyo' },
  'staff.loadingExperts': { en: 'Loading experts', es: 'Cargando los expertos' },
  'staff.expertsWhat': { en: 'The experts and support', es: 'los expertos y el apoyo' },
  'staff.support': { en: 'Support', es: 'Apoyo' },
  'staff.expert': { en: 'Expert', es: 'Experto' },
  'staff.platform': { en: 'Platform', es: 'Plataforma' },

  // The table (a card list on a phone).
  'staff.list': { en: 'Staff members', es: 'Miembros del personal' },
  'staff.name': { en: 'Name', es: 'Nombre' },
  'staff.email': { en: 'Email', es: 'Correo electrónico' },
  'staff.phone': { en: 'Phone', es: 'Teléfono' },
  'staff.role': { en: 'Role', es: 'Rol' },
  'staff.status': { en: 'Status', es: 'Estado' },
  'staff.receivingCalls': { en: 'Receiving calls', es: 'Recibe llamadas' },
  'staff.actions': { en: 'Actions', es: 'Acciones' },
  'staff.owner': { en: 'Owner', es: 'Propietario' },
  'staff.staff': { en: 'Staff', es: 'Personal' },
  'staff.active': { en: 'Active', es: 'Activo' },
  'staff.disabled': { en: 'Disabled', es: 'Desactivado' },
  'staff.activeOf': { en: 'Active: {name}', es: 'Activo: {name}' },
  'staff.receivingCallsOf': { en: 'Receiving calls: {name}', es: 'Recibe llamadas: {name}' },
  'staff.calls': { en: 'Calls', es: 'Llamadas' },
  'staff.edit': { en: 'Edit', es: 'Editar' },
  'staff.editNamed': { en: 'Edit {name}', es: 'Editar a {name}' },

  // The create / update form and its modal.
  'staff.new': { en: 'New staff member', es: 'Nuevo miembro del personal' },
  'staff.update': { en: 'Update staff member', es: 'Actualizar miembro del personal' },
  'staff.create': { en: 'Create staff member', es: 'Crear miembro del personal' },
  'staff.password': { en: 'Password', es: 'Contraseña' },
  'staff.passwordHint': {
    en: 'At least {count} characters; share it with them privately.',
    es: 'Al menos {count} caracteres; compártala con la persona en privado.',
  },
  'staff.firstName': { en: 'First name', es: 'Nombre' },
  'staff.lastName': { en: 'Last name', es: 'Apellido' },
  'staff.isAdmin': { en: 'Is Admin', es: '¿Es administrador?' },
  'staff.isAdminHint': {
    en: 'Owners manage staff, center information and notifications.',
    es: 'Los propietarios administran el personal, la información del centro y las notificaciones.',
  },
  'staff.choose': { en: 'Choose', es: 'Elija' },
  'staff.yesOwner': { en: 'Yes, an owner', es: 'Sí, un propietario' },
  'staff.noStaff': { en: 'No, a staff member', es: 'No, un miembro del personal' },
  'staff.receivingCallsHint': {
    en: "Gets patients' “contact now” requests.",
    es: 'Recibe las solicitudes de “contactar ahora” de los pacientes.',
  },

  // The wizard's optional step.
  'staff.firstStepIntro': {
    en: 'Optional: staff members sign in with the e-mail and password you give them. You can add more later on the Staff Members page.',
    es: 'Opcional: los miembros del personal inician sesión con el correo electrónico y la contraseña que usted les dé. Puede agregar más después en la página Personal.',
  },
  'staff.added': { en: 'Added staff members', es: 'Miembros del personal agregados' },
  'staff.continue': { en: 'Continue', es: 'Continuar' },
  'staff.skip': { en: 'Skip this step', es: 'Omitir este paso' },
} as const satisfies Texts;
