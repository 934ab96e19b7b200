import type { Texts } from '../types';

/** Alumni Events (spec §2): upcoming and past events as cards, and the Add / Edit Event form. */
export const events = {
  'events.title': { en: 'Alumni Events', es: 'Eventos de exalumnos' },
  'events.add': { en: 'Add Event', es: 'Agregar evento' },
  'events.addOne': { en: 'Add an event', es: 'Agregar un evento' },
  'events.upcoming': { en: 'Upcoming events', es: 'Próximos eventos' },
  'events.past': { en: 'Past events', es: 'Eventos pasados' },
  'events.loadingUpcoming': { en: 'Loading upcoming events', es: 'Cargando los próximos eventos' },
  'events.loadingPast': { en: 'Loading past events', es: 'Cargando los eventos pasados' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'events.upcomingWhat': { en: 'Upcoming events', es: 'los próximos eventos' },
  'events.pastWhat': { en: 'Past events', es: 'los eventos pasados' },
  'events.loadMore': { en: 'Load more', es: 'Cargar más' },
  'events.delete': { en: 'Delete event', es: 'Eliminar evento' },

  'events.imageOf': { en: 'Image of {title}', es: 'Imagen de {title}' },
  'events.noImage': { en: 'No image', es: 'Sin imagen' },
  'events.edit': { en: 'Edit event', es: 'Editar evento' },
  'events.editNamed': { en: 'Edit {title}', es: 'Editar {title}' },
  'events.deleteNamed': { en: 'Delete {title}', es: 'Eliminar {title}' },

  'events.editTitle': { en: 'Edit Event', es: 'Editar evento' },
  'events.fieldTitle': { en: 'Title', es: 'Título' },
  'events.date': { en: 'Date', es: 'Fecha' },
  'events.time': { en: 'Time', es: 'Hora' },
  'events.zone': { en: 'Date and time at the center ({zone}).', es: 'Fecha y hora en el centro ({zone}).' },
  'events.description': { en: 'Description', es: 'Descripción' },
  'events.image': { en: 'Image', es: 'Imagen' },
  'events.imageHint': {
    en: 'JPEG, PNG, WebP or GIF, up to 10 Mb.',
    es: 'JPEG, PNG, WebP o GIF, hasta 10 MB.',
  },
  'events.preview': { en: 'Preview of the event image', es: 'Vista previa de la imagen del evento' },
  'events.removeImage': { en: 'Remove image', es: 'Quitar la imagen' },
  'events.drop': {
    en: 'Drag an image here or click to choose one',
    es: 'Arrastre una imagen aquí o haga clic para elegir una',
  },
  'events.dropHint': { en: 'One image, 10 Mb at most', es: 'Una imagen, 10 MB como máximo' },
} as const satisfies Texts;
