/**
 * Goal 6 of `npm run bench`: chat fan-out. `clients` Socket.IO clients of one center (the portal's
 * own transport, websocket only) receive `rate` chat messages a second, which the product server
 * sends through its realtime module to the rooms a new chat message goes to. The baseline is a plain
 * `ws` server broadcasting the same payload on the same schedule to as many plain `ws` clients.
 * Side by side (A/B/A/B): delivery latency (from the server's send to the client's event) and the
 * server's CPU per delivered message, read from /proc.
 */
import type { ChildProcess } from 'node:child_process';
import { CHAT_EVENTS } from '@portal/contracts';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { cpuSeconds } from './cpu';
import { type FanoutRequest, now } from './fanout';
import { alternate, fmt, median, percentile, type Row } from './stats';

interface Server {
  child: ChildProcess;
  port: number;
}

interface Fleet {
  /** Latencies (ms) received since the last `take()`. */
  take(): number[];
  close(): void;
}

/**
 * `clients` connections made by `connect` (in groups of 20: each Socket.IO handshake checks the
 * token and the account in the database); `connect` reports each arrival's send time to `arrived`.
 */
async function fleet(
  clients: number,
  connect: (arrived: (sentAt: number) => void) => Promise<{ close(): void }>,
): Promise<Fleet> {
  let got: number[] = [];
  const sockets: { close(): void }[] = [];
  const arrived = (sentAt: number) => got.push(now() - sentAt);
  for (let i = 0; i < clients; i += 20) {
    const group = Array.from({ length: Math.min(20, clients - i) }, () => connect(arrived));
    sockets.push(...(await Promise.all(group)));
  }
  return {
    take: () => {
      const out = got;
      got = [];
      return out;
    },
    close: () => {
      for (const s of sockets) s.close();
    },
  };
}

const socketIoFleet = (port: number, token: string, clients: number) =>
  fleet(
    clients,
    (arrived) =>
      new Promise((resolve, reject) => {
        const socket: Socket = io(`http://127.0.0.1:${port}`, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token },
          reconnection: false,
          timeout: 20_000,
        });
        socket.on(CHAT_EVENTS.messageNew, (p: { sent_at: number }) => arrived(p.sent_at));
        socket.once('connect', () => resolve({ close: () => socket.close() }));
        socket.once('connect_error', reject);
      }),
  );

const wsFleet = (port: number, clients: number) =>
  fleet(
    clients,
    (arrived) =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}`);
        socket.on('message', (data) => {
          const [, p] = JSON.parse(data.toString()) as [string, { sent_at: number }];
          arrived(p.sent_at);
        });
        socket.once('open', () => resolve({ close: () => socket.terminate() }));
        socket.once('error', reject);
      }),
  );

interface Run {
  latencies: number[];
  expected: number;
  cpu: number;
  /** Server CPU microseconds per delivered message. */
  perMessage: number;
}

/** One measured window: ask the child to send, wait for every delivery (or 3 s), read its CPU. */
async function run(
  server: Server,
  fleet: Fleet,
  clients: number,
  request: FanoutRequest['fanout'],
): Promise<Run> {
  fleet.take();
  const pid = server.child.pid as number;
  const before = cpuSeconds(pid);
  const sent = await new Promise<number>((resolve) => {
    const onMessage = (m: { fanoutDone?: number }) => {
      if (m?.fanoutDone === undefined) return;
      server.child.off('message', onMessage);
      resolve(m.fanoutDone);
    };
    server.child.on('message', onMessage);
    server.child.send({ fanout: request } satisfies FanoutRequest);
  });
  const expected = sent * clients;
  let collected: number[] = [];
  const until = performance.now() + 3000;
  do {
    await new Promise((r) => setTimeout(r, 20));
    collected = collected.concat(fleet.take());
  } while (collected.length < expected && performance.now() < until);
  const cpu = cpuSeconds(pid) - before;
  return { latencies: collected, expected, cpu, perMessage: (cpu * 1e6) / Math.max(1, collected.length) };
}

export async function chatFanoutBench(options: {
  app: Server;
  ws: Server;
  /** A chat token of a moderator of the center (joins the center's moderator room). */
  token: string;
  rooms: string[];
  clients: number;
  rate: number;
  seconds: number;
  pairs: number;
  /** What the report says about the realtime module's adapter (in-process or Redis). */
  adapter: string;
}): Promise<Row[]> {
  const { clients, rate, seconds } = options;
  const request = { rate, seconds, rooms: options.rooms };
  const a = await socketIoFleet(options.app.port, options.token, clients);
  const b = await wsFleet(options.ws.port, clients);
  try {
    const warm = { ...request, seconds: Math.min(2, seconds) };
    await run(options.app, a, clients, warm);
    await run(options.ws, b, clients, warm);
    const result = await alternate(
      options.pairs,
      () => run(options.app, a, clients, request),
      () => run(options.ws, b, clients, request),
      (x, y) => x.perMessage / y.perMessage,
    );
    const all = result.as.flatMap((r) => r.latencies);
    const lost = result.as.reduce((n, r) => n + r.expected - r.latencies.length, 0);
    const lostWs = result.bs.reduce((n, r) => n + r.expected - r.latencies.length, 0);
    const wsAll = result.bs.flatMap((r) => r.latencies);
    const p99 = percentile(all, 99);
    const load = `${clients} clients, ${rate} msg/s, ${seconds} s runs, ${options.adapter}`;
    return [
      {
        goal: `6a. Chat delivery p99 (${clients} Socket.IO clients, ${rate} msg/s)`,
        figure: `${fmt(p99)} ms (p50 ${fmt(median(all))}, p95 ${fmt(percentile(all, 95))})`,
        target: '< 50 ms',
        pass: lost === 0 && p99 < 50,
        note: `${all.length} deliveries over ${options.pairs} runs (${options.adapter}); plain ws beside it: p99 ${fmt(percentile(wsAll, 99))} ms${lost ? `; ${lost} not delivered within 3 s` : ''}`,
      },
      {
        goal: '6b. Chat server CPU per delivered message, Socket.IO / plain ws',
        figure: `${fmt(result.median, 2)}× (${fmt(median(result.as.map((r) => r.perMessage)), 1)} vs ${fmt(median(result.bs.map((r) => r.perMessage)), 1)} µs)`,
        target: '≤ 2×',
        pass: lost === 0 && lostWs === 0 && result.median <= 2,
        note: `median of ${options.pairs} A/B pairs, ${load}; pair ratios ${result.ratios.map((r) => fmt(r, 2)).join(', ')}; CPU of each server process from /proc${lostWs ? `; ws lost ${lostWs}` : ''}`,
      },
    ];
  } finally {
    a.close();
    b.close();
  }
}
