import { Module, type DynamicModule } from '@nestjs/common';

import { AttendanceModule } from './features/attendance/attendance.module.js';
import { BankStatementsModule } from './features/bank-statements/bank-statements.module.js';
import { ClaimsModule } from './features/claims/claims.module.js';
import { ContactsModule } from './features/contacts/contacts.module.js';
import { DemoModule } from './features/demo/demo.module.js';
import { EventsModule } from './features/events/events.module.js';
import { GeocoderModule } from './features/geocoder/geocoder.module.js';
import { PaymentRunsModule } from './features/payment-runs/payment-runs.module.js';
import { PrivacyModule } from './features/privacy/privacy.module.js';
import { ReferenceDataModule } from './features/reference-data/reference-data.module.js';
import { ReportsModule } from './features/reports/reports.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { GuestAuthModule } from './platform/auth/guest/guest-auth.module.js';
import { BackupModule } from './platform/backup/backup.module.js';
import { ClientConfigModule } from './platform/client-config/client-config.module.js';
import type { AppConfig } from './platform/config/config.js';
import { ConfigModule } from './platform/config/config.module.js';
import type { Secrets } from './platform/config/secrets.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { RateLimitsModule } from './platform/rate-limits/rate-limits.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { WebModule } from './platform/web/web.module.js';

/** Wires the feature modules; `config.databaseUrl` must be resolved (embedded or real) before this. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, secrets: Secrets): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, secrets),
        RedisModule,
        RateLimitsModule,
        DatabaseModule.forRoot(secrets),
        AuthModule,
        GuestAuthModule,
        ClientConfigModule,
        HealthModule,
        MetricsModule,
        MailModule,
        EventsModule,
        ClaimsModule,
        PaymentRunsModule,
        BankStatementsModule,
        AttendanceModule,
        PrivacyModule,
        ReportsModule,
        ContactsModule,
        ReferenceDataModule,
        GeocoderModule,
        DemoModule,
        BackupModule,
        // Last: its catch-all route must come after every API route.
        WebModule,
      ],
    };
  }
}
