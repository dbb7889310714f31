import { Module } from '@nestjs/common';

import { AuthModule } from '../../platform/auth/auth.module.js';
import { GuestAuthModule } from '../../platform/auth/guest/guest-auth.module.js';
import { AttendanceModule } from '../attendance/attendance.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { ClaimAnonymiser } from './claim-anonymiser.js';
import { Clock } from './clock.js';
import { ParticipantDataController } from './participant-data.controller.js';
import { ParticipantDataRepository } from './participant-data.repository.js';
import { ParticipantDataService } from './participant-data.service.js';
import { PrivacyNoticeController } from './privacy-notice.controller.js';
import { PrivacyNotice } from './privacy-notice.js';
import { RetentionController } from './retention.controller.js';
import { RetentionJob } from './retention.job.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';

/** Personal data: retention and its job, legal holds, anonymisation, a participant's export and erasure, the notice. */
@Module({
  // Each table's owner anonymises and prunes its own rows: claims, attendance, guests' and staff's sign-ins.
  imports: [ClaimsModule, AttendanceModule, GuestAuthModule, AuthModule],
  controllers: [RetentionController, ParticipantDataController, PrivacyNoticeController],
  providers: [
    Clock,
    ClaimAnonymiser,
    RetentionRepository,
    RetentionService,
    RetentionJob,
    ParticipantDataRepository,
    ParticipantDataService,
    PrivacyNotice,
  ],
})
export class PrivacyModule {}
