import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route. The server enforces it; the tenant matrix test iterates it. */
export type Access = 'public' | 'staff' | 'owner' | 'chat' | 'patient' | 'signed-in';

/**
 * One call of the API: the single truth the server validates and documents with and the portal's
 * client is typed from. `success` is the status a successful call answers with.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  success: 200 | 201 | 202 | 204;
  /**
   * A second success the handler may choose with `reply.status()`, same body: a create that finds
   * what it would create answers 200 with it rather than 201. Both are documented.
   */
  alsoSuccess?: 200 | 201;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart routes declare no body schema; the handler parses the parts. */
  multipart?: true;
  response?: z.ZodType;
}

export const route = <const R extends RouteDef>(def: R): R => def;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type ParamsOf<R extends RouteDef> = Infer<R['params']>;
export type QueryOf<R extends RouteDef> = Infer<R['query']>;
export type BodyOf<R extends RouteDef> = Infer<R['body']>;
export type QueryInputOf<R extends RouteDef> = Input<R['query']>;
export type BodyInputOf<R extends RouteDef> = Input<R['body']>;
export type ResponseOf<R extends RouteDef> = R['response'] extends z.ZodType
  ? z.infer<R['response']>
  : undefined;

/** Fills `{id}`-style placeholders of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
