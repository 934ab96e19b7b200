import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HttpMetrics, UNMATCHED } from './http-metrics';

describe('HTTP metrics', () => {
  it('writes what prom-client wrote for the same requests: series, labels, buckets, sums', async () => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class (2xx, 3xx, 4xx, 5xx).',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const classes = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
    const ours = new HttpMetrics();
    const seen: [string, string, number, number][] = [
      ['GET', '/v3/treatment_centers/:id', 200, 0.0042],
      ['GET', '/v3/treatment_centers/:id', 200, 0.005],
      ['GET', '/v3/treatment_centers/:id', 403, 0.07],
      ['POST', '/v3/memberships', 201, 0.3],
      ['GET', UNMATCHED, 404, 12],
      ['GET', '/odd"route\\x', 503, 1],
    ];
    for (const [method, route, status, seconds] of seen) {
      ours.record(method, route, status, seconds);
      requests.inc({ method, route, status_class: classes[Math.floor(status / 100)] ?? 'other' });
      duration.observe({ method, route }, seconds);
    }
    expect(ours.text()).toBe(await registry.metrics());
  });
});
