import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { routePattern } from '../common/logging/logger.js';

/**
 * The server's Prometheus metrics, one registry per application (tests run several in one process).
 * Counters count in this process: Prometheus scrapes each replica and adds them up. Figures that
 * belong to the whole deployment (outbox, claims, runs) are read from the database at scrape
 * (MetricsRepository), so every replica reports the same.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly mailsSent = new Counter({
    name: 'unit_costs_mails_sent_total',
    help: 'Mails the SMTP server accepted, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly mailAttemptsFailed = new Counter({
    name: 'unit_costs_mail_attempts_failed_total',
    help: 'Delivery attempts the SMTP server refused or that could not reach it (each is tried again), by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly mailsFailed = new Counter({
    name: 'unit_costs_mails_failed_total',
    help: 'Mails given up on after every attempt failed (they stay in the outbox as failed).',
    registers: [this.registry],
  });

  readonly databaseUp = new Gauge({
    name: 'unit_costs_database_up',
    help: '1 when the database answered the scrape, 0 when it did not (the figures read from it are then missing).',
    registers: [this.registry],
  });

  readonly poolConnections = new Gauge({
    name: 'unit_costs_db_pool_connections',
    help: "This process's database connections: open in all, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly outboxPending = new Gauge({
    name: 'unit_costs_mail_outbox_pending',
    help: 'Mails in the outbox not yet sent nor failed for good.',
    registers: [this.registry],
  });

  readonly outboxOldestAge = new Gauge({
    name: 'unit_costs_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest pending mail in the outbox (0 when none is pending).',
    registers: [this.registry],
  });

  readonly paymentRuns = new Gauge({
    name: 'unit_costs_payment_runs',
    help: 'Payment runs by state (created: sent to or waiting for the bank; executed; cancelled).',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly claims = new Gauge({
    name: 'unit_costs_claims',
    help: 'Claims by status.',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly backupAge = new Gauge({
    name: 'unit_costs_backup_age_seconds',
    help: 'Seconds since the last good backup (absent while none was taken): alert when it passes a day and a bit.',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts and times every answered request (a Fastify hook: unknown paths and static files too). */
  observeRequests(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: routePattern(request) ?? 'unmatched', status: reply.statusCode };
      this.requests.inc(labels);
      this.requestDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }
}
