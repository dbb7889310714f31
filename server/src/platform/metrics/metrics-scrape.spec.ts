import { ClaimStatus } from '@unit-costs/contract';

import { MetricsScrape } from './metrics-scrape.js';
import { Metrics } from './metrics.js';
import type { DeploymentFigures, MetricsRepository } from './metrics.repository.js';

/** A repository answering these figures in turn (an Error: the database did not answer). */
function repositoryAnswering(...answers: (DeploymentFigures | Error)[]): MetricsRepository {
  return {
    pool: { totalCount: 10, idleCount: 7, waitingCount: 1 },
    figures: async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as MetricsRepository;
}

/** The sample lines of one metric in the Prometheus text, in order. */
const samples = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

const FIGURES: DeploymentFigures = {
  outboxPending: 3,
  outboxOldestAgeSeconds: 42.5,
  backupAgeSeconds: 3600,
  paymentRuns: [{ state: 'created', runs: 2 }],
  claims: [
    { status: ClaimStatus.Saved, claims: 5 },
    { status: ClaimStatus.ApprovalRun, claims: 2 },
  ],
};

describe('MetricsScrape', () => {
  it("reports the pool, the outbox, the runs, and the claims under their statuses' names", async () => {
    const { contentType, body } = await new MetricsScrape(new Metrics(), repositoryAnswering(FIGURES)).read();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(samples(body, 'unit_costs_db_pool_connections')).toEqual([
      'unit_costs_db_pool_connections{state="total"} 10',
      'unit_costs_db_pool_connections{state="idle"} 7',
      'unit_costs_db_pool_connections{state="waiting"} 1',
    ]);
    expect(samples(body, 'unit_costs_database_up')).toEqual(['unit_costs_database_up 1']);
    expect(samples(body, 'unit_costs_mail_outbox_pending')).toEqual(['unit_costs_mail_outbox_pending 3']);
    expect(samples(body, 'unit_costs_mail_outbox_oldest_age_seconds')).toEqual([
      'unit_costs_mail_outbox_oldest_age_seconds 42.5',
    ]);
    expect(samples(body, 'unit_costs_payment_runs')).toEqual(['unit_costs_payment_runs{state="created"} 2']);
    expect(samples(body, 'unit_costs_claims')).toEqual([
      'unit_costs_claims{status="Saved"} 5',
      'unit_costs_claims{status="ApprovalRun"} 2',
    ]);
  });

  it('drops the figures of a state that no longer occurs, and says 0 for an empty outbox', async () => {
    const later = { ...FIGURES, outboxPending: 0, outboxOldestAgeSeconds: null, paymentRuns: [], claims: [] };
    const scrape = new MetricsScrape(new Metrics(), repositoryAnswering(FIGURES, later));
    await scrape.read();
    const { body } = await scrape.read();
    expect(samples(body, 'unit_costs_payment_runs')).toEqual([]);
    expect(samples(body, 'unit_costs_claims')).toEqual([]);
    expect(samples(body, 'unit_costs_mail_outbox_oldest_age_seconds')).toEqual([
      'unit_costs_mail_outbox_oldest_age_seconds 0',
    ]);
  });

  it('says the database is down when it does not answer, without the figures read from it', async () => {
    const scrape = new MetricsScrape(new Metrics(), repositoryAnswering(FIGURES, new Error('timeout')));
    await scrape.read();
    const { body } = await scrape.read();
    expect(samples(body, 'unit_costs_database_up')).toEqual(['unit_costs_database_up 0']);
    expect(samples(body, 'unit_costs_claims')).toEqual([]);
    expect(samples(body, 'unit_costs_payment_runs')).toEqual([]);
  });
});
