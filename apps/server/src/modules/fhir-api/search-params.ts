import { invalidParameter, unknownParameter } from './outcome';
import { type DateBounds, parseDateValue } from './search-dates';
import { COMMON_PARAMS, PAGE, type ParamType, SERVED, type ServedType } from './served';

/**
 * A search request read against the served table (served.ts): each parameter by its type, every
 * occurrence an AND term, a comma inside one an OR list (FHIR R4 §3.1.1.2 and §3.1.1.5.9). Anything
 * the table does not serve, or a value that cannot be read, is a 400 OperationOutcome naming it.
 */

export interface TokenValue {
  /** undefined: any system; '': no system (`|code`). */
  system?: string;
  code: string;
}
export interface StringValue {
  value: string;
  contains: boolean;
}

interface ValueOf {
  token: TokenValue;
  string: StringValue;
  reference: string;
  date: DateBounds;
}

/** Per parameter name, the AND list of OR lists. */
export interface ParsedSearch {
  token: Record<string, TokenValue[][]>;
  string: Record<string, StringValue[][]>;
  reference: Record<string, string[][]>;
  date: Record<string, DateBounds[][]>;
  count: number;
  /** The keyset position: the last id of the previous page (paging.ts). */
  cursor?: string;
}

/** `a,b\,c` → ["a", "b,c"] (a backslash escapes a comma, FHIR §3.1.1.5.9). */
const splitOr = (raw: string) =>
  raw
    .split(/(?<!\\),/)
    .map((v) => v.replace(/\\([,$|\\])/g, '$1'))
    .filter((v) => v !== '');

function tokenOf(raw: string): TokenValue | undefined {
  const bar = raw.search(/(?<!\\)\|/);
  if (bar === -1) return raw ? { code: raw } : undefined;
  const code = raw.slice(bar + 1);
  return code ? { system: raw.slice(0, bar), code } : undefined;
}

/** A reference value: `Patient/<id>`, `<id>`, or an absolute URL ending so; kept as written. */
const referenceOf = (raw: string) => (raw.trim() ? raw.trim() : undefined);

const READERS: { [T in ParamType]: (raw: string, modifier: string | undefined) => ValueOf[T] | undefined } = {
  token: (raw) => tokenOf(raw),
  string: (raw, modifier) =>
    raw.trim() ? { value: raw.trim(), contains: modifier === 'contains' } : undefined,
  reference: (raw) => referenceOf(raw),
  date: (raw) => parseDateValue(raw),
};

function countOf(values: string[]): number {
  const [raw, more] = values;
  if (more !== undefined || !raw || !/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw invalidParameter('_count');
  // A larger page than the server serves is lowered to it (FHIR lets a server return fewer).
  return Math.min(Number(raw), PAGE.max);
}

/** Decodes the opaque `_cursor`: base64url of the last id served. */
export const encodeCursor = (lastId: string) => Buffer.from(lastId, 'utf8').toString('base64url');
function decodeCursor(values: string[]): string {
  const [raw, more] = values;
  const id = raw && more === undefined ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  if (!/^[A-Za-z0-9\-.]{1,64}$/.test(id)) throw invalidParameter('_cursor');
  return id;
}

export function parseSearch(
  type: ServedType,
  query: Record<string, string | string[] | undefined>,
): ParsedSearch {
  const defs = new Map(SERVED[type].searchParams.map((p) => [p.name, p]));
  const parsed: ParsedSearch = { token: {}, string: {}, reference: {}, date: {}, count: PAGE.default };
  for (const [key, given] of Object.entries(query)) {
    const values = given === undefined ? [] : Array.isArray(given) ? given : [given];
    if (key === '_count') parsed.count = countOf(values);
    else if (key === '_cursor') parsed.cursor = decodeCursor(values);
    else if ((COMMON_PARAMS as readonly string[]).includes(key)) continue;
    else {
      const [name = '', modifier, ...rest] = key.split(':');
      const def = defs.get(name);
      if (!def || rest.length || (modifier !== undefined && !def.modifiers?.includes(modifier))) {
        throw unknownParameter(key);
      }
      const read = READERS[def.type] as (raw: string, m: string | undefined) => unknown;
      const terms = values.map((v) => {
        const alternatives = splitOr(v).map((alt) => read(alt, modifier));
        if (!alternatives.length || alternatives.some((a) => a === undefined)) throw invalidParameter(key);
        return alternatives;
      });
      const bucket = parsed[def.type] as Record<string, unknown[][]>;
      bucket[name] = [...(bucket[name] ?? []), ...terms];
    }
  }
  return parsed;
}
