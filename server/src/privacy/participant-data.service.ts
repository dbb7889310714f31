import { Inject, Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';

import type { GuestPrincipal } from '../auth/principal.js';
import { academyDateFormat } from '../common/event-calendar.js';
import { ClaimsService } from '../claims/claims.service.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { TransactionHost } from '../database/transaction-host.js';
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
    private readonly claims: ClaimsService,
    private readonly data: ParticipantDataRepository,
    private readonly retention: RetentionRepository,
    private readonly anonymiser: ClaimAnonymiser,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async export(guest: GuestPrincipal): Promise<ParticipantExportDto> {
    const claims = [];
    for (const id of await this.data.claimIds(guest.id)) claims.push(await this.claims.summaryDocument(id));
    return {
      generatedAt: this.clock.now().toISOString(),
      email: guest.id,
      claims,
      attendance: await this.data.attendance(guest.id),
      mails: await this.data.mails(guest.id),
      retention: this.retentionInWords(),
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
      await this.retention.restrict(
        kept.map((row) => row.id),
        now,
      );
      await this.retention.log({ action: 'erasure', actor: 'participant', claims: rows.length }, now);
      const restricted = kept.map((row) => this.keptClaim(row, now));
      return {
        anonymised: mayGo.map((row) => row.identifier),
        restricted,
        message: erasureMessage(mayGo.length, restricted.length),
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

  private keptClaim(row: OwnerClaimRow, now: Date): KeptClaimDto {
    const years = this.config.privacy.retentionYears;
    const base = { identifier: row.identifier, eventNumber: row.event_number };
    if (row.held) {
      return {
        ...base,
        keptUntil: null,
        why:
          `An audit of seminar ${row.event_number} is open, and the academy must keep its records until it is closed. ` +
          'Your claim will be anonymised once the audit is over and its retention period has ended.',
      };
    }
    const appealEnd = this.appealEnd(row, now);
    if (appealEnd instanceof Date) {
      return {
        ...base,
        keptUntil: appealEnd.toISOString().slice(0, 10),
        why: `Your claim was rejected, and the rejection can still be appealed until ${day.format(appealEnd)}. It will be anonymised then.`,
      };
    }
    if (row.retention_end) {
      return {
        ...base,
        keptUntil: row.retention_end,
        why:
          'The EU rules for grants oblige the academy to keep the records behind every refund it decided or paid for ' +
          `${years} years after the end of that year. Your claim will be anonymised on ${day.format(new Date(row.retention_end))}.`,
      };
    }
    return {
      ...base,
      keptUntil: null,
      why:
        'Your claim is still being decided or paid, or other claims of the same seminar are. The EU rules for grants ' +
        `oblige the academy to keep it for ${years} years after the end of the year the seminar's refunds are paid or ` +
        'decided; it will be anonymised then.',
    };
  }

  private retentionInWords(): string {
    const { retentionYears, unrequestedRetentionDays } = this.config.privacy;
    return (
      `Claims are kept for ${retentionYears} years after the end of the year their seminar's last refund was paid or ` +
      `decided (EU grant rules), claims never requested for ${unrequestedRetentionDays} days after their seminar ` +
      'ended; then they are anonymised: names and contact details go, the amounts stay for the statistics.'
    );
  }
}

function erasureMessage(anonymised: number, restricted: number): string {
  const done =
    anonymised === 0
      ? 'None of your claims could be anonymised at once.'
      : `${anonymised === 1 ? 'One claim was' : `${anonymised} claims were`} anonymised: your name and contact ` +
        'details are gone from them.';
  const kept =
    restricted === 0
      ? ''
      : ` ${restricted === 1 ? 'One claim is' : `${restricted} claims are`} kept because the law obliges the academy to ` +
        'keep it for now; until then only its administrators can see it, and it is anonymised as soon as that duty ends.';
  return done + kept;
}
