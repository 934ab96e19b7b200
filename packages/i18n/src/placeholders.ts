import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The names of a message's ICU arguments, those inside plural and select branches included (the catalogue tests). */
export function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object')
      for (const [branch, value] of Object.entries(format))
        if (branch !== 'offset' && Array.isArray(value)) placeholders(value as CompiledMessage, into);
  }
  return into;
}
