import {
  invalidTransitionMessage,
  type MessageKey,
  messages,
  sessionIdleMessage,
  unknownAddictionMessage,
  validationMessages,
} from '@portal/contracts';
import { esMessages } from '@portal/i18n/catalogues/es';
import { describe, expect, it } from 'vitest';
import { localize } from './localize';

/** The bridge from the English sentences the server passes around to the caller's language. */
describe('localize', () => {
  it('leaves English untouched', () => {
    for (const text of Object.values(messages)) expect(localize(text, 'en')).toBe(text);
  });

  it('finds every fixed sentence of the catalogue by its text', () => {
    for (const [key, text] of Object.entries(messages) as [MessageKey, string][])
      expect(esMessages).toHaveProperty([key], localize(text, 'es'));
  });

  it("reads a template's values back out of the English sentence", () => {
    expect(localize(validationMessages.tooLong('Title', 200), 'es')).toBe(
      'El campo "Título" debe tener como máximo 200 caracteres.',
    );
    // The longer template wins: this is tooShort of "Full Name", not atLeast of "3 characters long".
    expect(localize(validationMessages.tooShort('Full Name', 3), 'es')).toBe(
      'El campo "Nombre completo" debe tener al menos 3 caracteres.',
    );
    expect(localize(validationMessages.atLeast('Limit', 1), 'es')).toBe(
      'El campo "Límite" debe ser como mínimo 1.',
    );
    expect(localize(invalidTransitionMessage('alumni', 'invited'), 'es')).toBe(
      'El estado de un paciente no puede cambiar de alumni a invited.',
    );
    expect(localize(unknownAddictionMessage('Gambling. Or else'), 'es')).toBe(
      '"Gambling. Or else" no está en el catálogo de adicciones.',
    );
    expect(localize(sessionIdleMessage(1), 'es')).toBe(
      'Su sesión terminó después de 1 minuto de inactividad. Inicie sesión de nuevo.',
    );
  });

  it('keeps an unknown field name, and a text the catalogue does not hold, as they are', () => {
    expect(localize(validationMessages.required('Frobnicator'), 'es')).toBe(
      'El campo "Frobnicator" es obligatorio.',
    );
    expect(localize('Something no catalogue says.', 'es')).toBe('Something no catalogue says.');
  });
});
