import type pg from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor.js';

import { MIGRATIONS } from '../../../../migrations/index.js';
import { dataSourceOptions } from './data-source-options.js';
import { usesDataKey } from './migrate.js';

/**
 * One transaction on one connection that runs this release's migrations where its caller says (a
 * restore: up to a backup's version, then its rows, then the rest): whatever fails inside it, the
 * database is left as it was.
 */
export class MigratingTransaction {
  private constructor(
    private readonly databaseUrl: string,
    private readonly dataSource: DataSource,
    private readonly runner: QueryRunner,
    /** pg's client of the transaction, for COPY. */
    readonly client: pg.ClientBase,
  ) {}

  static async begin(databaseUrl: string): Promise<MigratingTransaction> {
    const dataSource = await new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 1 } }).initialize();
    const runner = dataSource.createQueryRunner();
    const client = (await runner.connect()) as pg.ClientBase;
    await runner.startTransaction();
    return new MigratingTransaction(databaseUrl, dataSource, runner, client);
  }

  query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]> {
    return this.runner.query(sql, parameters);
  }

  /**
   * Runs the first `count` of this release's migrations (all: undefined) that have not run; answers how
   * many ran. `dataKey` goes to the migrations that fill columns derived from sealed data.
   */
  async migrate(count: number | undefined, dataKey: string): Promise<number> {
    const options = dataSourceOptions(this.databaseUrl);
    // A data source only lends its list of migrations to the executor; the work runs on this transaction's connection.
    const migrations = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, count), extra: { max: 1 } });
    await migrations.initialize();
    for (const migration of migrations.migrations) if (usesDataKey(migration)) migration.useDataKey(dataKey);
    try {
      const executor = new MigrationExecutor(migrations, this.runner);
      executor.transaction = 'none';
      return (await executor.executePendingMigrations()).length;
    } finally {
      await migrations.destroy();
    }
  }

  commit(): Promise<void> {
    return this.runner.commitTransaction();
  }

  /** Rolls back unless committed, and closes the connection. */
  async close(): Promise<void> {
    if (this.runner.isTransactionActive) await this.runner.rollbackTransaction().catch(() => undefined);
    await this.runner.release();
    await this.dataSource.destroy();
  }
}
