/**
 * Load generators of `npm run bench`:
 * - `closedLoop`: autocannon with N connections as fast as the server answers (throughput);
 * - `fixedRate`: an open loop that sends requests on a fixed schedule and times each from the moment
 *   it was due (so a slow server cannot hide its queueing: no coordinated omission).
 */
import http from 'node:http';
import autocannon from 'autocannon';

export interface Target {
  /** http://127.0.0.1:port */
  origin: string;
  headers: Record<string, string>;
}

export interface ClosedResult {
  requests: number;
  seconds: number;
  rps: number;
  non2xx: number;
  errors: number;
  /** Responses by status class, e.g. { '2xx': 950, '5xx': 3 }. */
  statuses: Record<string, number>;
}

/** Every request's path is drawn from `paths` in turn (a fixed list, cycled, so runs repeat). */
export async function closedLoop(
  target: Target,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<ClosedResult> {
  let next = 0;
  const result = await autocannon({
    url: target.origin,
    connections: options.connections,
    duration: options.seconds,
    headers: target.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const path = paths[next++ % paths.length] as string;
          return { ...req, path };
        },
      },
    ],
  });
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    rps: requests / result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(
      (['1xx', '2xx', '3xx', '4xx', '5xx'] as const)
        .map((k) => [k, result[k]])
        .filter(([, n]) => Number(n) > 0),
    ),
  };
}

export interface Sample {
  tag: string;
  ms: number;
  status: number;
  /** For a failed response: the start of its body and its rate-limit header, for the report. */
  detail?: string;
}

/** One request of the open loop: a GET of `path`, or a POST of `body` (JSON) when it has one. */
export interface RateItem {
  tag: string;
  path: string;
  body?: string;
  /** Added to the target's headers (a request made as another caller). */
  headers?: Record<string, string>;
}

/** `rate` requests per second for `seconds`, cycling over `items`; latency from each due time. */
export async function fixedRate(
  target: Target,
  items: RateItem[],
  options: { rate: number; seconds: number; maxSockets?: number },
): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now() + 50;
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const item = items[i % items.length] as RateItem;
    const post = item.body !== undefined;
    const headers = {
      ...target.headers,
      ...item.headers,
      ...(post ? { 'content-type': 'application/json' } : {}),
    };
    pending.push(
      new Promise<void>((resolve) => {
        const url = `${target.origin}${item.path}`;
        const req = http.request(url, { agent, headers, method: post ? 'POST' : 'GET' }, (res) => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          let text = '';
          if (ok) res.resume();
          else res.on('data', (chunk: Buffer) => (text += chunk.toString().slice(0, 200)));
          res.on('end', () => {
            const sample: Sample = { tag: item.tag, ms: performance.now() - due, status };
            if (!ok) {
              sample.detail = `${text.slice(0, 120)} (x-ratelimit-limit: ${res.headers['x-ratelimit-limit'] ?? 'none'})`;
            }
            samples.push(sample);
            resolve();
          });
        });
        req.on('error', () => {
          samples.push({ tag: item.tag, ms: performance.now() - due, status: 0 });
          resolve();
        });
        req.end(item.body);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return samples;
}
