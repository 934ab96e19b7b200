/**
 * The real server for `npm run bench`, in a process of its own (so its CPU time is its own): the app
 * of createServer on DATABASE_URL, plus one benchmark-only route that returns a constant through the
 * product's whole stack (authentication, access rule, logging, zod serialisation). Listens on a
 * loopback port and sends `{ port }` to its parent once ready; SIGTERM closes it. A second route
 * answers the same constant without authentication, to tell the framework's cost from auth's.
 * For goal 6 it also sends chat messages through its realtime module when the parent asks (fanout.ts).
 */
import { CHAT_EVENTS, route } from '@portal/contracts';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { defineRoute } from '../../http/define-route';
import { createServer } from '../../server';
import { answerFanouts } from './fanout';

/** Not in the contracts table: it exists only inside this benchmark process. */
export const constantRoute = route({
  method: 'GET',
  path: '/v3/bench/constant',
  summary: 'Benchmark: a constant through the full stack',
  access: 'staff',
  success: 200,
  response: z.object({ ok: z.boolean(), n: z.number().int() }),
});

/** The same constant without authentication: splits goal 5's cost into framework and auth. */
export const publicConstantRoute = route({
  method: 'GET',
  path: '/v3/bench/public-constant',
  summary: 'Benchmark: a constant without authentication',
  access: 'public',
  success: 200,
  response: z.object({ ok: z.boolean(), n: z.number().int() }),
});

const config = loadConfig();
const server = await createServer(config);
defineRoute(server.app, constantRoute, async () => ({ ok: true, n: 42 }));
defineRoute(server.app, publicConstantRoute, async () => ({ ok: true, n: 42 }));
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
process.send?.({ port: address.port });
// Goal 6: on the parent's request, chat messages go out through the product's realtime module, to
// the rooms the chat service emits a new message to (fanout.ts).
answerFanouts((payload, request) =>
  server.deps.realtime.emitToRoom(request.rooms, CHAT_EVENTS.messageNew, payload),
);

let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
});
