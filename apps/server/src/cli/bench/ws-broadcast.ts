/**
 * The baseline of goal 6: a plain `ws` server that broadcasts each chat message to every connected
 * client (one JSON.stringify, then a send per socket), on the same schedule and with the same payload
 * as the product's Socket.IO fan-out (fanout.ts). Loopback, port 0; sends `{ port }` to its parent.
 */
import http from 'node:http';
import { WebSocketServer } from 'ws';
import { answerFanouts } from './fanout';

const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server });
answerFanouts((payload) => {
  const data = JSON.stringify(['message.new', payload]);
  for (const client of wss.clients) client.send(data);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.send?.({ port: address.port });
});
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
