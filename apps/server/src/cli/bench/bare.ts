/**
 * The baseline of the framework-overhead benchmark: a bare node:http server answering the same
 * constant JSON as serve.ts's benchmark route. Loopback, port 0; sends `{ port }` to its parent.
 */
import http from 'node:http';

const body = JSON.stringify({ ok: true, n: 42 });
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.send?.({ port: address.port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
