import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** What each failure means, for the document's response descriptions (Fastify's says "Default Response"). */
const FAILURES: Record<string, string> = {
  400: 'The request is invalid: `errors` names each field',
  401: 'Not signed in, or the access token is no longer accepted',
  403: 'The caller may not do this',
  404: "Not found in the caller's treatment center",
  429: 'Too many requests: try again after `Retry-After` seconds',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * OpenAPI 3.0's `nullable` only applies beside a `type`, but the zod provider collapses a nullable
 * union of several branches (`z.union([...]).nullable()`) into `{ anyOf, nullable: true }`, where it
 * says nothing. The null goes back in as a branch of its own, the way zod writes `z.null()` for 3.0.
 */
function typeNullables(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) typeNullables(item);
    return;
  }
  if (!isObject(schema)) return;
  for (const value of Object.values(schema)) typeNullables(value);
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && !('type' in schema) && Array.isArray(branches)) {
    delete schema.nullable;
    branches.push({ type: 'string', nullable: true, enum: [null] });
  }
}

/**
 * @fastify/swagger's options: the document at /docs/json, generated from the contracts' zod schemas,
 * is what an integrator feeds a client generator, so it names its server and passes Redocly's
 * recommended lint (http/openapi.test.ts). Routes describe themselves (http/route-schema.ts).
 */
export function openapiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Treatment center portal API', version: '1.0.0' },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (!schema || schema.hide) return { schema, url };
      for (const part of ['params', 'querystring', 'body', 'response'] as const) typeNullables(schema[part]);
      const response = schema.response as Record<string, Json> | undefined;
      for (const [status, description] of Object.entries(FAILURES)) {
        const body = response?.[status];
        if (body && !body.description) response[status] = { ...body, description };
      }
      return { schema, url };
    },
  };
}
