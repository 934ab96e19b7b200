import type { Texts } from '../types';

/** Reserved M. (spec §2): the center's reserved memberships, the Reservation edit modal, undo an import. */
export const reservations = {
  'reservations.title': { en: 'Reserved Memberships', es: 'Membresías reservadas' },
  'reservations.filter': { en: 'Filter by status', es: 'Filtrar por estado' },
  'reservations.filterAll': { en: 'All', es: 'Todas' },
  'reservations.filterPending': { en: 'Pending', es: 'Pendientes' },
  'reservations.filterCompleted': { en: 'Completed', es: 'Completadas' },
  'reservations.loading': { en: 'Loading reservations', es: 'Cargando las reservaciones' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'reservations.loadWhat': { en: 'The reservations', es: 'las reservaciones' },
  'reservations.empty': {
    en: 'There are no reservations yet. Use Invite Patient to reserve a membership by phone.',
    es: 'Todavía no hay reservaciones. Use "Invitar paciente" para reservar una membresía por teléfono.',
  },
  'reservations.emptyPending': {
    en: 'There are no pending reservations.',
    es: 'No hay reservaciones pendientes.',
  },
  'reservations.emptyCompleted': {
    en: 'There are no completed reservations.',
    es: 'No hay reservaciones completadas.',
  },
  'reservations.showing': {
    en: 'Showing {shown, number} of {total, number}',
    es: 'Mostrando {shown, number} de {total, number}',
  },
  'reservations.loadMore': { en: 'Load more', es: 'Cargar más' },

  // The table (a card list on a phone).
  'reservations.list': { en: 'Reserved memberships', es: 'Membresías reservadas' },
  'reservations.phone': { en: 'Phone number', es: 'Número de teléfono' },
  'reservations.fbEmail': { en: 'Facebook email', es: 'Correo electrónico de Facebook' },
  'reservations.email': { en: 'Email', es: 'Correo electrónico' },
  'reservations.claimedBy': { en: 'Claimed by', es: 'Reclamada por' },
  'reservations.status': { en: 'Status', es: 'Estado' },
  'reservations.created': { en: 'Created', es: 'Creada' },
  'reservations.actions': { en: 'Actions', es: 'Acciones' },
  'reservations.pending': { en: 'Pending', es: 'Pendiente' },
  'reservations.completed': { en: 'Completed', es: 'Completada' },
  'reservations.imported': { en: 'Imported', es: 'Importada' },
  'reservations.actionsFor': { en: 'Actions for {phone}', es: 'Acciones para {phone}' },
  'reservations.view': { en: 'View', es: 'Ver' },
  'reservations.edit': { en: 'Edit', es: 'Editar' },
  'reservations.undo': { en: 'Undo its import', es: 'Deshacer su importación' },
  'reservations.delete': { en: 'Delete', es: 'Eliminar' },
  'reservations.cardFbEmail': { en: 'Facebook: {email}', es: 'Correo de Facebook: {email}' },
  'reservations.cardEmail': { en: 'Email: {email}', es: 'Correo electrónico: {email}' },
  'reservations.createdOn': { en: 'Created {date}', es: 'Creada el {date}' },

  // Confirmations.
  'reservations.undoTitle': { en: 'Undo the import', es: 'Deshacer la importación' },
  'reservations.undoBody': {
    en: 'Undo the import {phone} came from? Every pending reservation of that file is deleted; reservations patients already claimed stay.',
    es: '¿Deshacer la importación de la que proviene {phone}? Se eliminan todas las reservaciones pendientes de ese archivo; las que los pacientes ya reclamaron se conservan.',
  },
  'reservations.deleteTitle': { en: 'Delete the reservation', es: 'Eliminar la reservación' },

  // The Reservation edit modal.
  'reservations.editTitle': { en: 'Reservation', es: 'Reservación' },
  'reservations.claimedTitle': { en: 'Claimed by a patient', es: 'Reclamada por un paciente' },
  'reservations.accountGone': {
    en: "The patient's account no longer exists.",
    es: 'La cuenta del paciente ya no existe.',
  },
  'reservations.locked': {
    en: 'This reservation can no longer be changed.',
    es: 'Esta reservación ya no se puede cambiar.',
  },
  'reservations.phoneField': { en: 'Phone Number', es: 'Número de teléfono' },
  'reservations.close': { en: 'Close', es: 'Cerrar' },

  // The patient who claimed a reservation.
  'reservations.thePatient': { en: 'the patient', es: 'el paciente' },
  'reservations.openProfile': { en: 'Open the profile of {name}', es: 'Abrir el perfil de {name}' },
} as const satisfies Texts;
