import { Module, type DynamicModule } from '@nestjs/common';

import { AttendanceModule } from './attendance/attendance.module.js';
import { AuthModule } from './auth/auth.module.js';
import { GuestAuthModule } from './auth/guest/guest-auth.module.js';
import { ClaimsModule } from './claims/claims.module.js';
import { ClientConfigModule } from './client-config/client-config.module.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.js';
import type { Secrets } from './config/secrets.js';
import { DatabaseModule } from './database/database.module.js';
import { DemoModule } from './demo/demo.module.js';
import { ContactsModule } from './contacts/contacts.module.js';
import { EventsModule } from './events/events.module.js';
import { GeocoderModule } from './geocoder/geocoder.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PaymentRunsModule } from './payment-runs/payment-runs.module.js';
import { BankStatementsModule } from './bank-statements/bank-statements.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReferenceDataModule } from './reference-data/reference-data.module.js';
import { WebModule } from './web/web.module.js';

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
        DatabaseModule,
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
        // Last: its catch-all route must come after every API route.
        WebModule,
      ],
    };
  }
}
