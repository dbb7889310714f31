import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrate } from './migrate.js';
import { TransactionHost } from './transaction-host.js';

/**
 * The database connection, migrated before anything else touches it. Global: every repository takes
 * its manager from TransactionHost, the one way to the database.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl!),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await migrate(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [TransactionHost],
  exports: [TransactionHost],
})
export class DatabaseModule {}
