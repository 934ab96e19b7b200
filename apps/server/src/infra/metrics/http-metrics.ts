/** Requests that matched no route share one label, so unknown URLs cannot grow the series. */
export const UNMATCHED = '(unmatched)';
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REQUESTS = 'portal_http_requests_total';
const DURATION = 'portal_http_request_duration_seconds';

interface Series {
  labels: string;
  /** Requests by status class (STATUS_CLASSES, then "other"). */
  byClass: number[];
  /** Observations per bucket, not cumulative (BUCKETS, then above the last). */
  buckets: number[];
  sum: number;
  count: number;
}

const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * HTTP traffic per method and route pattern: `portal_http_requests_total` (by status class) and
 * `portal_http_request_duration_seconds` (histogram), the series, names, labels and buckets
 * prom-client wrote, written in Prometheus' text format at scrape time. A request adds to plain
 * numbers of its route's entry; prom-client checked the labels, hashed them and built a closure on
 * every `inc` and `observe` (1–2 µs of a public route's ~20, issue 23, goal 5b).
 */
export class HttpMetrics {
  private readonly series = new Map<string, Series>();

  record(method: string, route: string, statusCode: number, seconds: number) {
    const key = `${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: `method="${labelValue(method)}",route="${labelValue(route)}"`,
        byClass: new Array(STATUS_CLASSES.length + 1).fill(0),
        buckets: new Array(BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    const statusClass = Math.floor(statusCode / 100);
    const at = statusClass >= 0 && statusClass < STATUS_CLASSES.length ? statusClass : STATUS_CLASSES.length;
    series.byClass[at] = (series.byClass[at] ?? 0) + 1;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] as number)) bucket++;
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count++;
  }

  /** Both metrics in Prometheus' text exposition format (0.0.4), as prom-client writes them. */
  text(): string {
    const lines = [
      `# HELP ${REQUESTS} HTTP requests answered, by method, route pattern and status class (2xx, 3xx, 4xx, 5xx).`,
      `# TYPE ${REQUESTS} counter`,
    ];
    for (const { labels, byClass } of this.series.values()) {
      byClass.forEach((n, i) => {
        if (n) lines.push(`${REQUESTS}{${labels},status_class="${STATUS_CLASSES[i] ?? 'other'}"} ${n}`);
      });
    }
    lines.push(
      '',
      `# HELP ${DURATION} Time to answer an HTTP request, by method and route pattern.`,
      `# TYPE ${DURATION} histogram`,
    );
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      BUCKETS.forEach((le, i) => {
        cumulative += buckets[i] as number;
        lines.push(`${DURATION}_bucket{le="${le}",${labels}} ${cumulative}`);
      });
      lines.push(`${DURATION}_bucket{le="+Inf",${labels}} ${count}`);
      lines.push(`${DURATION}_sum{${labels}} ${sum}`);
      lines.push(`${DURATION}_count{${labels}} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
