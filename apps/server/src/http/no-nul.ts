import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

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
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const path = nulAt(request.params) ?? nulAt(request.query) ?? nulAt(request.body);
    if (!path) return done();
    done(badRequest(messages.nulCharacter, [{ field: path.join('.'), message: messages.nulCharacter }]));
  });
}
