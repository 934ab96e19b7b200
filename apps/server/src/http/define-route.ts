import {
  type BodyOf,
  buildPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CurrentUser } from '../identity/current-user';
import { routeSchema } from './route-schema';

export interface RouteContext<R extends RouteDef> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedContext<R extends RouteDef> extends RouteContext<R> {
  user: CurrentUser;
}

type Handler<R extends RouteDef> = (
  ctx: R['access'] extends 'public' ? RouteContext<R> : AuthedContext<R>,
) => Promise<ResponseOf<R> | undefined> | ResponseOf<R> | undefined;

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one route of the contracts table: its schemas validate the request and serialise the
 * response, its access rule runs before the handler (identity/authorize), and the success status is
 * the table's (or its `alsoSuccess`, when the handler chose it). Handlers stay thin: they call a service.
 */
export function defineRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: Handler<R>) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: fastifyPath(def.path),
    schema: routeSchema(def),
    config: { access: def.access, routePath: def.path },
    handler: async (request, reply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        user: request.currentUser,
      } as AuthedContext<R>;
      // Set first, so that the default 200 never passes for a chosen `alsoSuccess`.
      reply.status(def.success);
      const result = await handler(ctx as Parameters<Handler<R>>[0]);
      if (reply.sent) return reply;
      if (reply.statusCode !== def.alsoSuccess) reply.status(def.success);
      return def.success === 204 ? reply.send() : reply.send(result);
    },
  });
}

export { buildPath };
