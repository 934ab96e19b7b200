import { messages } from '@portal/contracts';
import { esMessages } from '../../catalogues/es';
import type { Texts } from '../types';

/** The list of conversations and one conversation. */
export const messagesTexts = {
  'messages.title': { en: 'Messages', es: 'Mensajes' },
  'messages.conversation': { en: 'Conversation', es: 'Conversación' },
  'messages.empty': {
    en: 'No conversations yet. When your center writes to you, the conversation appears here.',
    es: 'Todavía no tiene conversaciones. Cuando su centro le escriba, la conversación aparecerá aquí.',
  },
  'messages.unread': { en: 'unread', es: 'sin leer' },
  'messages.image': { en: 'Image', es: 'Imagen' },
  'messages.noMessagesYet': { en: 'No messages yet', es: 'Todavía no hay mensajes' },
  'conversation.all': { en: '← All conversations', es: '← Todas las conversaciones' },
  'conversation.notFoundTitle': { en: 'Conversation not found', es: 'No se encontró la conversación' },
  'conversation.notFound': { en: messages.appConversationNotFound, es: esMessages.appConversationNotFound },
  'conversation.sayHello': { en: 'No messages yet. Say hello.', es: 'Todavía no hay mensajes. Salude.' },
  'conversation.you': { en: 'You', es: 'Usted' },
  'conversation.uploadFailed': {
    en: 'The image could not be uploaded. Please try again.',
    es: 'No se pudo subir la imagen. Inténtelo de nuevo.',
  },
  'conversation.yourMessage': { en: 'Your message', es: 'Su mensaje' },
  'conversation.writeMessage': { en: 'Write a message', es: 'Escriba un mensaje' },
  'conversation.imageChosen': { en: 'Image: {name}', es: 'Imagen: {name}' },
  'conversation.attachImage': { en: 'Attach an image', es: 'Adjuntar una imagen' },
  'conversation.send': { en: 'Send', es: 'Enviar' },
  'conversation.imageType': { en: messages.imageType, es: esMessages.imageType },
  'conversation.imageTooLarge': { en: messages.imageTooLarge, es: esMessages.imageTooLarge },
  'conversation.imageContentMismatch': {
    en: messages.imageContentMismatch,
    es: esMessages.imageContentMismatch,
  },
} as const satisfies Texts;
