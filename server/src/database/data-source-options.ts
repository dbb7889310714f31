import type { DataSourceOptions } from 'typeorm';

import { MIGRATIONS } from '../../../migrations/index.js';
import { ENTITIES } from './entities.js';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: 'unit-costs',
    extra: { max: 10 },
  };
}
