import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schema kinds whose parse does the same in both directions: no codec, transform, pipe, default,
 * catch or lazy anywhere inside. For them zod's decode (`safeParse`) and encode (`safeEncode`)
 * accept the same values and return the same value.
 */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'any',
  'unknown',
  'never',
  'date',
  'template_literal',
  'object',
  'array',
  'tuple',
  'union',
  'intersection',
  'record',
  'optional',
  'nullable',
  'nonoptional',
  'readonly',
]);

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** True when every schema inside `schema` is of a kind that parses the same both ways. */
export function sameBothWays(schema: unknown): boolean {
  const def = defOf(schema);
  if (!def || !SAME_BOTH_WAYS.has(def.type)) return false;
  const inner: unknown[] = [];
  if (def.type === 'object') {
    inner.push(...Object.values(def.shape as Record<string, unknown>));
    if (def.catchall) inner.push(def.catchall);
  }
  for (const key of ['element', 'innerType', 'left', 'right', 'keyType', 'valueType', 'rest']) {
    if (def[key]) inner.push(def[key]);
  }
  for (const key of ['options', 'items']) {
    if (Array.isArray(def[key])) inner.push(...(def[key] as unknown[]));
  }
  return inner.every(sameBothWays);
}

/**
 * Every response is still checked against its zod schema before it is sent, and fails (500) when
 * it does not match; only the direction changes. fastify-type-provider-zod encodes (`safeEncode`,
 * for codecs), and zod's encode parses each value twice (a canary pass without checks, then the
 * real one) and copies its context at every level: 1.9 µs for `{ ok, n }`, 35 times its decode,
 * 15 % of a public route's CPU (issue 23, goal 5b). A schema that parses the same both ways
 * (sameBothWays) is decoded instead; any other (a default, a transform, a codec) is encoded as
 * before. Same output: `response-serializer.test.ts` runs both on every response schema of the
 * contracts table.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema as z.ZodType;
  if (!(schema instanceof z.ZodType) || !sameBothWays(schema)) return serializerCompiler(route);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};
