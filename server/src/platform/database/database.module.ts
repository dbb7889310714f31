import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource, type ObjectLiteral } from 'typeorm';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import type { Secrets } from '../config/secrets.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrate, SchemaNewerThanCode } from './migrate.js';
import { TransactionHost } from './transaction-host.js';

/**
 * The database connection, migrated before anything else touches it (with DATA_KEY for the migrations
 * that fill sealed data's derived columns). Global: every repository takes its manager from
 * TransactionHost, the one way to the database. Each module names its own entities
 * (DatabaseModule.forEntities), and the data source loads those of the modules the app imports.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(secrets: Secrets): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [CONFIG],
          useFactory: (config: AppConfig): TypeOrmModuleOptions => ({
            ...dataSourceOptions(config.databaseUrl!),
            autoLoadEntities: true,
            // A database that is not up yet is worth waiting for; a newer schema stays newer: refuse at once.
            toRetry: (error: unknown) => !(error instanceof SchemaNewerThanCode),
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            try {
              await migrate(dataSource, secrets.dataKey);
            } catch (error) {
              // Its pool would keep the failed start (and the next attempt's) holding connections.
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [TransactionHost],
      exports: [TransactionHost],
    };
  }

  /** The entities of the module that imports this: its tables, for the data source. */
  static forEntities(entities: (new () => ObjectLiteral)[]): DynamicModule {
    return TypeOrmModule.forFeature(entities);
  }
}
