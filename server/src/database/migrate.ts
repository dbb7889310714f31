import type { DataSource } from 'typeorm';

/** Any fixed number will do; it only has to be the same for every replica of this app. */
const MIGRATION_LOCK = 7_353_001;

/** Runs pending migrations; replicas starting together take turns instead of racing. */
export async function migrate(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
