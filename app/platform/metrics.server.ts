/**
 * What this instance counts, for `GET /metrics` (Prometheus's text format,
 * prom-client). Counters and histograms are per instance, as Prometheus
 * expects: it scrapes every instance and sums. Figures read from the database
 * at scrape time (the job queue) are the same on every instance.
 *
 * METRICS=0 turns counting off (and `/metrics` answers 404): with LOG_LEVEL=silent
 * it is how the cost of observing requests is measured (bench:load).
 */
import client from "prom-client";

export const metricsEnabled = process.env.METRICS !== "0";

/** The instance's registry; `/metrics` serializes it. */
export const registry = new client.Registry();

if (metricsEnabled) {
  // Process memory, CPU, heap, garbage collection and event-loop delay, as every Node service reports them.
  client.collectDefaultMetrics({ register: registry });
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type SeriesLabels = { method: string; route: string; status: string };
type Series = { labels: SeriesLabels; counts: Float64Array; sum: number; count: number };

/**
 * A histogram whose observation is a map lookup and three additions: it is
 * made once per request, page-cache hits included, where prom-client's
 * Histogram (labels hashed and validated per observation) cost about 1.4 µs,
 * a third of the 4.5 µs budget for observing a hit (ADR 028). Counts stay per
 * bucket (not cumulative) until a scrape, which writes them in prom-client's
 * format through its registry, label values escaped there.
 */
export class RequestDurationHistogram {
  readonly name = "http_request_duration_seconds";
  readonly help = "Time from a request's arrival to the end of its answer, by method, route pattern and status";
  readonly type = "histogram";
  readonly aggregator = "sum";
  /** Series by route, then method, then status: looked up without building a key string per request. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(readonly buckets: readonly number[] = SECONDS_BUCKETS) {}

  /** One request of `method`, `route` and `status` took `seconds`. */
  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        counts: new Float64Array(this.buckets.length),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    const buckets = this.buckets;
    for (let i = 0; i < buckets.length; i++) {
      if (seconds <= buckets[i]) {
        series.counts[i]++;
        break;
      }
    }
    series.sum += seconds;
    series.count++;
  }

  /** The values as prom-client's Histogram gives them to its registry (`_bucket` cumulative, `+Inf`, `_sum`, `_count`). */
  get() {
    const values: {
      labels: Record<string, string | number>;
      sharedLabels: SeriesLabels;
      value: number;
      metricName: string;
    }[] = [];
    const everySeries = [...this.series.values()].flatMap((byMethod) =>
      [...byMethod.values()].flatMap((byStatus) => [...byStatus.values()]),
    );
    for (const { labels, counts, sum, count } of everySeries) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i];
        values.push({
          labels: { le: bound },
          sharedLabels: labels,
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({ labels: { le: "+Inf" }, sharedLabels: labels, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: {}, sharedLabels: labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}

/** Request rate (its count) and latency by method, route (the matched route pattern) and status. */
export const httpRequestDuration = new RequestDurationHistogram();
registry.registerMetric(httpRequestDuration as unknown as client.Metric);

/**
 * A counter counted in a plain number and added to prom-client's counter when
 * scraped: a page-cache hit increments one per request.
 */
function countedAtScrape(name: string, help: string) {
  let uncounted = 0;
  new client.Counter({
    name,
    help,
    registers: [registry],
    collect() {
      if (uncounted > 0) this.inc(uncounted);
      uncounted = 0;
    },
  });
  return { inc: () => void uncounted++ };
}

export const pageCacheHits = countedAtScrape(
  "nivaas_page_cache_hits_total",
  "Visitor pages answered from the page cache (304s included)",
);

export const pageCacheMisses = countedAtScrape(
  "nivaas_page_cache_misses_total",
  "Cacheable visitor pages that had to be rendered",
);

export const pageCacheInvalidations = new client.Counter({
  name: "nivaas_page_cache_invalidations_total",
  help: "Data changes that dropped pages from the page cache",
  registers: [registry],
});

/** Job runs by job name and outcome: done, or error (retried later, or given up: see failures). */
export const jobRuns = new client.Counter({
  name: "nivaas_job_runs_total",
  help: "Job runs by job and outcome (done or error)",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

/** Jobs given up after their last attempt (kept as failed for staff to retry). */
export const jobFailures = new client.Counter({
  name: "nivaas_job_failures_total",
  help: "Jobs that failed their last attempt (or have no handler), by job",
  labelNames: ["job"] as const,
  registers: [registry],
});

export const jobDuration = new client.Histogram({
  name: "nivaas_job_duration_seconds",
  help: "Time a job run took, by job",
  labelNames: ["job"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

export const dbQueryDuration = new client.Histogram({
  name: "nivaas_db_query_duration_seconds",
  help: "Time database queries took, by database (pglite or postgres)",
  labelNames: ["database"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

/** E-mails and SMS by channel, transport (smtp, http, outbox) and outcome (sent, failed, stored). */
export const messagesSent = new client.Counter({
  name: "nivaas_messages_total",
  help: "E-mails and SMS by channel, transport and outcome (sent, failed, or stored in the outbox)",
  labelNames: ["channel", "transport", "outcome"] as const,
  registers: [registry],
});

/** A gauge whose value is read when scraped. */
export function gaugeReadAtScrape<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: (gauge: client.Gauge<Label>) => void | Promise<void>,
): client.Gauge<Label> {
  return new client.Gauge<Label>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      if (metricsEnabled) await read(this);
    },
  });
}

/** Seconds since `startedAt` (a performance.now() reading). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}
