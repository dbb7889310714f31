import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrate } from './migrate.js';

/** The database connection; migrations run before anything else touches it. */
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
})
export class DatabaseModule {}
