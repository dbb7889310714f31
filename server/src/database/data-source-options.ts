import type { DataSourceOptions } from 'typeorm';

import { MIGRATIONS } from '../../../migrations/index.js';
import { ENTITIES } from './entities.js';
import { PoolClient } from './pool-client.js';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: 'unit-costs',
    extra: { max: 10, Client: PoolClient },
  };
}
