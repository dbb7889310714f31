import { Module } from '@nestjs/common';

import { BackupModule } from '../backup/backup.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ imports: [BackupModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
