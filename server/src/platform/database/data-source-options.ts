import type { DataSourceOptions } from 'typeorm';

import { MIGRATIONS } from '../../../../migrations/index.js';
import { PoolClient } from './pool-client.js';

/**
 * The connection and the migrations. No entities: the app's modules register theirs
 * (DatabaseModule.forEntities); a data source of its own (a restore, a test) runs SQL and migrations.
 */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    // One transaction for every pending migration: an upgrade that fails leaves the database as it was.
    migrationsTransactionMode: 'all',
    synchronize: false,
    applicationName: 'unit-costs',
    extra: { max: 10, Client: PoolClient },
  };
}
