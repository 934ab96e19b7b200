import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  invalidTransitionMessage,
  messages,
  phoneCodeSmsText,
  sessionIdleMessage,
  sessionMaxMessage,
  tryAgainInMessage,
  unknownAddictionMessage,
  validationMessages,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './catalogues/en';
import { es } from './catalogues/es';
import {
  TEMPLATE_KEYS,
  tryAgainInValues,
  type ValidationRule,
  validationArgument,
} from './catalogues/templates';
import { compileCatalogue } from './compile';
import { placeholders } from './placeholders';
import { createTranslator } from './translate';

const keys = Object.keys(en) as (keyof typeof en)[];

describe('the Spanish catalogue', () => {
  it('has every key of messages.ts and of the templates, and no other', () => {
    const missing = [...Object.keys(messages), ...TEMPLATE_KEYS].filter(
      (key) => !(es as Record<string, string | undefined>)[key]?.trim(),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(es).sort()).toEqual([...keys].sort());
  });

  it('is Spanish: no text is the English one copied over', () => {
    expect(keys.filter((key) => es[key] === en[key])).toEqual([]);
  });

  it.each(keys)('%s: valid ICU with the same placeholders as the English', (key) => {
    const english = [...placeholders(compileMessageOrThrow(en[key]))].sort();
    const spanish = [...placeholders(compileMessageOrThrow(es[key]))].sort();
    expect(spanish).toEqual(english);
  });
});

describe('the English catalogue', () => {
  const t = createTranslator('en', compileCatalogue(en));

  it('renders every fixed sentence of messages.ts unchanged', () => {
    for (const [key, text] of Object.entries(messages)) expect(t(key as keyof typeof messages)).toBe(text);
  });

  it("renders each template exactly as its contracts function (the spec's words)", () => {
    expect(t('unknownAddiction', { value: 'Gambling' })).toBe(unknownAddictionMessage('Gambling'));
    expect(t('phoneCodeSms', { code: '123456' })).toBe(phoneCodeSmsText('123456'));
    expect(t('invalidTransition', { from: 'active', to: 'pending' })).toBe(
      invalidTransitionMessage('active', 'pending'),
    );
    expect(t('sessionIdle', { minutes: 15 })).toBe(sessionIdleMessage(15));
    expect(t('sessionMax', { hours: 12 })).toBe(sessionMaxMessage(12));
    for (const seconds of [0.2, 1, 2, 59, 60, 61, 3600])
      expect(t('tryAgainIn', tryAgainInValues(seconds))).toBe(tryAgainInMessage(seconds));
    const field = 'Full Name';
    for (const [rule, template] of Object.entries(validationMessages)) {
      const arg = validationArgument[rule as ValidationRule];
      const value = arg === 'values' ? 'a, b' : arg === 'min' ? 3 : 200;
      const english = (template as (f: string, v: unknown) => string)(field, value);
      expect(t(`validation.${rule as ValidationRule}`, { field, ...(arg ? { [arg]: value } : {}) })).toBe(
        english,
      );
    }
  });
});

describe('Spanish sentences', () => {
  const t = createTranslator('es', compileCatalogue(es));

  it('pluralise the way Spanish does', () => {
    expect(t('tryAgainIn', tryAgainInValues(1))).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 1 segundo.',
    );
    expect(t('tryAgainIn', tryAgainInValues(30))).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 30 segundos.',
    );
    expect(t('tryAgainIn', tryAgainInValues(120))).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 2 minutos.',
    );
    expect(t('validation.tooLong', { field: 'Título', max: 200 })).toBe(
      'El campo "Título" debe tener como máximo 200 caracteres.',
    );
  });

  it('has the SMS code text, the code untouched', () => {
    expect(t('phoneCodeSms', { code: '042917' })).toBe(
      'Su código de registro es 042917. Vence en 10 minutos. No lo comparta con nadie.',
    );
  });
});
