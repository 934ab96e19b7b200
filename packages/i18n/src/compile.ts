import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue's ICU texts compiled to Lingui's form: done once at start on the server, and (later)
 * at build time for the browsers. Throws on a text that is not valid ICU, so a typo fails loudly.
 */
export function compileCatalogue(catalogue: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, text]) => [key, compileMessageOrThrow(text)]),
  );
}
