import { Inject, Injectable } from '@nestjs/common';
import { ClaimStatus, type Language, translate } from '@unit-costs/contract';

import type { GuestPrincipal } from '../../platform/auth/principal.js';
import { academyDateFormat } from '../../platform/common/event-calendar.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ClaimErasure } from '../claims/claim-erasure.service.js';
import { ClaimViews } from '../claims/claim-views.service.js';
import { ClaimAnonymiser } from './claim-anonymiser.js';
import { Clock } from './clock.js';
import type {
  ContactDataDto,
  ErasureResultDto,
  KeptClaimDto,
  ParticipantExportDto,
} from './dto/participant-data.dto.js';
import { ParticipantDataRepository } from './participant-data.repository.js';
import { type OwnerClaimRow, RetentionRepository } from './retention.repository.js';

const DAY_MS = 86_400_000;
const day = academyDateFormat('long');

/** A participant's own data: everything held about their address (Art. 15, 20), and erasure (Art. 17). */
@Injectable()
export class ParticipantDataService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly claims: ClaimViews,
    private readonly claimErasure: ClaimErasure,
    private readonly data: ParticipantDataRepository,
    private readonly retention: RetentionRepository,
    private readonly anonymiser: ClaimAnonymiser,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** `language`: the request's, for the retention's words (the claims keep their own language). */
  async export(guest: GuestPrincipal, language: Language = 'en'): Promise<ParticipantExportDto> {
    const claims = [];
    for (const id of await this.data.claimIds(guest.id)) claims.push(await this.claims.summaryDocument(id));
    return {
      generatedAt: this.clock.now().toISOString(),
      email: guest.id,
      claims,
      attendance: await this.data.attendance(guest.id),
      mails: await this.data.mails(guest.id),
      retention: translate(language, 'export.retention', {
        years: this.config.privacy.retentionYears,
        days: this.config.privacy.unrequestedRetentionDays,
      }),
    };
  }

  /** The claim form's contact fields for the guest: their own address, name and phone from their last claim. */
  async contact(guest: GuestPrincipal): Promise<ContactDataDto> {
    const last = await this.data.lastContact(guest.id);
    return {
      firstname: last?.firstname ?? null,
      lastname: last?.lastname ?? null,
      email: guest.id,
      phone: last?.phone ?? null,
    };
  }

  /**
   * Anonymises at once the claims no duty keeps (never requested; rejected and past the appeal
   * period) and restricts the others until their retention end, telling why.
   */
  async erase(guest: GuestPrincipal): Promise<ErasureResultDto> {
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const rows = await this.retention.ownerClaims(guest.id);
      const mayGo = rows.filter((row) => !row.held && this.appealEnd(row, now) === 'over');
      const kept = rows.filter((row) => !mayGo.includes(row));
      await this.anonymiser.anonymise(
        mayGo.map((row) => row.id),
        now,
      );
      await this.claimErasure.restrict(
        kept.map((row) => row.id),
        now,
      );
      await this.retention.log({ action: 'erasure', actor: 'participant', claims: rows.length }, now);
      const restricted = kept.map((row) => this.keptClaim(row, now));
      return {
        anonymised: mayGo.map((row) => row.identifier),
        restricted,
        retentionYears: this.config.privacy.retentionYears,
        message: translate('en', 'erasure.outcome', { anonymised: mayGo.length, restricted: restricted.length }),
      };
    });
  }

  /** 'over' when nothing keeps the claim for an appeal: never requested, or rejected longer ago than the appeal period. */
  private appealEnd(row: OwnerClaimRow, now: Date): 'over' | Date | null {
    if (row.status === ClaimStatus.Saved) return 'over';
    if (row.status !== ClaimStatus.Rejected || !row.rejected_at) return null;
    const end = new Date(row.rejected_at.getTime() + this.config.privacy.rejectionAppealDays * DAY_MS);
    return end <= now ? 'over' : end;
  }

  /** Why the claim is kept and until when: `reason` for the app to say in its language, `why` in English. */
  private keptClaim(row: OwnerClaimRow, now: Date): KeptClaimDto {
    const appealEnd = this.appealEnd(row, now);
    const [reason, keptUntil]: [KeptClaimDto['reason'], string | null] = row.held
      ? ['audit', null]
      : appealEnd instanceof Date
        ? ['appeal', appealEnd.toISOString().slice(0, 10)]
        : row.retention_end
          ? ['retention', row.retention_end]
          : ['open', null];
    const why = translate('en', `erasure.kept.${reason}`, {
      event: row.event_number,
      date: keptUntil ? day.format(new Date(keptUntil)) : '',
      years: this.config.privacy.retentionYears,
    });
    return { identifier: row.identifier, eventNumber: row.event_number, keptUntil, reason, why };
  }
}
