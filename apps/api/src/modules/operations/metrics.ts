import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client.js';

/** What a sale was made as: at the register, synced from an offline register, an exchange's. */
export type SaleOrigin = 'online' | 'offline' | 'exchange';

/**
 * The instance's metrics in Prometheus's format (docs/guide/running.md, "Health and metrics"):
 * one registry per app, so that two apps in one process (the tests) count apart. The sales
 * counter is always kept (an increment); what costs a request something — its duration and
 * the process's own metrics — only where `/metrics` is served.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    // A scan answers in ~1 ms, a sale in ~5, a report or an export in up to seconds.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly sales = new Counter({
    name: 'pos_sales_total',
    help: 'Sales made by this instance since it started, by origin',
    labelNames: ['origin'] as const,
    registers: [this.registry],
  });

  constructor(sources: {
    /** The request pool's connections (null: the embedded database, no pool). */
    poolStats: () => PoolStats | null;
    /** Reads of reports sent to the replica and to the primary (docs/DESIGN.md, "Reports off the primary"). */
    reportReads: () => { replica: number; primary: number };
    /** Jobs waiting, by queue, read from the database at each scrape. */
    queueDepths: () => Promise<{ queue: string; depth: number }[]>;
  }) {
    new Gauge({
      name: 'pos_db_pool_connections',
      help: 'Connections of the request pool to PostgreSQL, by state (waiting: requests queued for one)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = sources.poolStats();
        if (!stats) return;
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Counter({
      name: 'pos_report_reads_total',
      help: 'Reports, dashboard reads and exports since the start, by the database they read (replica, or primary: no replica, or it was behind or down)',
      labelNames: ['database'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const counts = sources.reportReads();
        this.inc({ database: 'replica' }, counts.replica);
        this.inc({ database: 'primary' }, counts.primary);
      },
    });
    new Gauge({
      name: 'pos_job_queue_depth',
      help: 'Work waiting for the job queue, by queue (webhook deliveries and events, imports, exports, scheduled jobs)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { queue, depth } of await sources.queueDepths()) this.set({ queue }, depth);
      },
    });
  }

  /** A sale committed (never a replayed one: it was counted when it was made). */
  saleMade(origin: SaleOrigin) {
    this.sales.inc({ origin });
  }

  /** The process's own metrics too (CPU, memory, event loop delay, garbage collection). */
  collectProcessMetrics() {
    collectDefaultMetrics({ register: this.registry });
  }
}
