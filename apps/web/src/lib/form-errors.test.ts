import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import { invitationBody, messages, validationMessages } from '@portal/contracts';
import { createCompiledTranslator } from '@portal/i18n';
import { esMessages } from '@portal/i18n/catalogues/es';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsInScreenLanguage, inScreenLanguage, schemaErrors, useInScreenLanguage } from './form-errors';
import { texts } from './i18n';

// The browser's own sentence functions over the texts it downloads (`virtual:texts/server/<lang>`).
const spanish = { language: 'es', t: createCompiledTranslator('es', serverSpanish) } as const;
const english = { language: 'en', t: createCompiledTranslator('en', serverEnglish) } as const;

/** A name one character over the invitation's limit: the contract's templated sentence. */
const tooLongName = { email: '', full_name: 'x'.repeat(201) };

describe("a form's own validation in the screen's language", () => {
  afterEach(() => texts.install('en', { ...portalEnglish, ...serverEnglish }));

  it('says a sentence built from a template in Spanish, the field named in Spanish', () => {
    const errors = schemaErrors(invitationBody, tooLongName);
    expect(errors.full_name).toBe(validationMessages.tooLong('Full Name', 200));
    expect(inScreenLanguage(errors.full_name ?? '', spanish)).toBe(
      'El campo "Nombre completo" debe tener como máximo 200 caracteres.',
    );
  });

  it('says a fixed sentence in Spanish by its key', () => {
    expect(inScreenLanguage(messages.emailRequired, spanish)).toBe(esMessages.emailRequired);
    expect(
      errorsInScreenLanguage(schemaErrors(invitationBody, tooLongName), (s) => inScreenLanguage(s, spanish)),
    ).toEqual({
      email: esMessages.emailRequired,
      full_name: 'El campo "Nombre completo" debe tener como máximo 200 caracteres.',
    });
  });

  it("keeps the contracts' English in English, and a text no catalogue holds as it is", () => {
    const errors = schemaErrors(invitationBody, tooLongName);
    expect(errorsInScreenLanguage(errors, (s) => inScreenLanguage(s, english))).toEqual(errors);
    expect(inScreenLanguage('Línea 3: algo', spanish)).toBe('Línea 3: algo');
  });

  it("follows the screen's language in a component", () => {
    const { result, rerender } = renderHook(() => useInScreenLanguage());
    const sentence = validationMessages.tooLong('First name', 100);
    expect(result.current(sentence)).toBe(sentence);
    act(() => texts.install('es', { ...portalSpanish, ...serverSpanish }));
    rerender();
    expect(result.current(sentence)).toBe('El campo "Nombre" debe tener como máximo 100 caracteres.');
  });
});
