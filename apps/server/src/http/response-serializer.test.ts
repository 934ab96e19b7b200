import { errorBody, routes } from '@portal/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, sameBothWays } from './response-serializer';

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

const formats: Record<string, unknown> = {
  uuid: '0b6e3f5c-6a1b-4c1e-9f4e-2a7d9c3b1e55',
  guid: '0b6e3f5c-6a1b-4c1e-9f4e-2a7d9c3b1e55',
  datetime: '2026-11-24T04:00:00.000Z',
  date: '2026-11-24',
  time: '04:00:00',
  email: 'someone@example.test',
  url: 'https://example.test/x',
};

/**
 * A value of `schema` built from its definition, with extra keys on every object (both
 * directions must strip them alike) and both branches of optional and nullable by `variant`.
 */
function sample(schema: unknown, variant: number): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const format = (schema as { format?: string }).format;
      return format ? formats[format] : 'text';
    }
    case 'number':
    case 'int':
      return 7;
    case 'boolean':
      return variant % 2 === 0;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'object': {
      const out: Record<string, unknown> = { unknown_key: 'dropped' };
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        out[key] = sample(field, variant);
      }
      return out;
    }
    case 'array':
      return [sample(def.element, variant), sample(def.element, variant + 1)];
    case 'optional':
      return variant % 2 === 0 ? undefined : sample(def.innerType, variant);
    case 'nullable':
      return variant % 2 === 0 ? null : sample(def.innerType, variant);
    case 'union':
      return sample((def.options as unknown[])[variant % (def.options as unknown[]).length], variant);
    case 'record':
      return { a: sample(def.valueType, variant) };
    default:
      // Wrappers (default, readonly…) by their inner schema, a pipe by its input; else a string.
      return def.innerType ? sample(def.innerType, variant) : def.in ? sample(def.in, variant) : 'text';
  }
}

const run = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (err) {
    return `threw ${(err as Error).name}`;
  }
};

describe('the response serializer', () => {
  it('writes what fastify-type-provider-zod writes, for every response schema of the contracts table', () => {
    const schemas: (readonly [string, z.ZodType])[] = Object.values(routes).flatMap((route) =>
      'response' in route && route.response ? [[route.path, route.response as z.ZodType] as const] : [],
    );
    schemas.push(['error body', errorBody]);
    expect(schemas.length).toBeGreaterThan(50);
    let decoded = 0;
    // Samples that the contract accepts (a few rules, e.g. lengths or patterns, refuse the sample:
    // then both must refuse it alike).
    let written = 0;
    for (const [path, schema] of schemas) {
      const route = { schema, method: 'GET', url: path, httpStatus: '200' };
      const ours = responseSerializerCompiler(route);
      const theirs = serializerCompiler(route);
      if (sameBothWays(schema)) decoded++;
      for (const variant of [0, 1, 2]) {
        const data = sample(schema, variant);
        const expected = run(theirs, data);
        if (!expected.startsWith('threw')) written++;
        expect(run(ours, data), `${path} variant ${variant}`).toBe(expected);
      }
      // A value that breaks the contract fails both ways, with the same error.
      expect(run(ours, { broken: true }), path).toBe(run(theirs, { broken: true }));
    }
    // Most of the table takes the cheap way; the count moves when schemas do.
    expect(decoded).toBeGreaterThan(schemas.length / 2);
    expect(written).toBeGreaterThan(schemas.length * 2);
  });

  it('encodes as before where the directions differ: defaults, transforms, codecs, lazy schemas', () => {
    const inner = z.object({ at: z.string() });
    for (const schema of [
      z.object({ a: z.string().default('x') }),
      z.object({ list: z.array(z.object({ b: z.number().transform((n) => n * 2) })) }),
      z.object({
        when: z.codec(z.iso.datetime(), z.date(), {
          decode: (s) => new Date(s),
          encode: (d) => d.toISOString(),
        }),
      }),
      z.object({ next: z.lazy(() => inner) }),
      z.object({ x: z.string().pipe(z.string()) }),
    ]) {
      expect(sameBothWays(schema)).toBe(false);
    }
    expect(
      sameBothWays(z.object({ a: z.array(z.union([z.string(), z.number().nullable()])).optional() })),
    ).toBe(true);
    // The encoding side of a default: a missing value is refused, as before (decoding would fill it in).
    const withDefault = z.object({ a: z.string().default('filled') });
    const route = { schema: withDefault, method: 'GET', url: '/x', httpStatus: '200' };
    expect(run(responseSerializerCompiler(route), {})).toBe(run(serializerCompiler(route), {}));
    expect(run(responseSerializerCompiler(route), { a: 'given' })).toBe('{"a":"given"}');
  });
});
