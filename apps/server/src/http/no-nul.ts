import { messages } from '@portal/contracts';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { badRequest } from './errors';
import { hooksOf } from './route-hooks';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit) => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of the first string holding U+0000 in a parsed body, query or params, or null. A loop
 * with parent links, not recursion or copied paths: a body may nest thousands of levels deep.
 */
function nulAt(root: unknown): string[] | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // Reversed onto the stack, so the first field is looked at first.
      for (const [key, child] of Object.entries(value).reverse()) {
        if (child && (typeof child === 'object' || typeof child === 'string')) {
          stack.push({ value: child, key, parent: visit });
        }
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 (it fails the whole statement), and no field of the portal
 * needs it: a NUL anywhere in a call is refused before the route runs, naming the field.
 *
 * A hook of each route that can take input, added as routes are registered: a route of the
 * contracts table that declares no params, query or body (a constant, a list without filters)
 * reads none, so it skips the hook and its walk of three empty objects (issue 23, goal 5b). Every
 * other route (issuer, files, pages) keeps it. Must run before the routes are registered.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  const refuse: preValidationHookHandler = (request, _reply, done) => {
    const path = nulAt(request.params) ?? nulAt(request.query) ?? nulAt(request.body);
    if (!path) return done();
    done(badRequest(messages.nulCharacter, [{ field: path.join('.'), message: messages.nulCharacter }]));
  };
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    const contractRoute = (route.config as { access?: string } | undefined)?.access !== undefined;
    if (contractRoute && !schema?.params && !schema?.querystring && !schema?.body) return;
    route.preValidation = [refuse, ...hooksOf(route.preValidation)];
  });
}
