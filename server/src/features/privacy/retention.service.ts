import { Inject, Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';

import type { StaffPrincipal } from '../../platform/auth/principal.js';
import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ClaimNotFound } from '../claims/claims.errors.js';
import { EventNotFound } from '../events/events.errors.js';
import { ClaimAnonymiser } from './claim-anonymiser.js';
import { Clock } from './clock.js';
import type {
  AnonymisationRequestDto,
  AnonymisationResultDto,
  EventRetentionDto,
  RetentionOverviewDto,
} from './dto/retention.dto.js';
import { ClaimStillOpen, NoLegalHold, UnderLegalHold } from './privacy.errors.js';
import { type EventRetentionRow, RetentionRepository } from './retention.repository.js';

const OPEN: readonly number[] = [ClaimStatus.Requested, ClaimStatus.ApprovalRun];

/** Staff's side of retention: the console's overview, legal holds, later dates, anonymising on request. */
@Injectable()
export class RetentionService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly retention: RetentionRepository,
    private readonly anonymiser: ClaimAnonymiser,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(): Promise<RetentionOverviewDto> {
    const [events, due, lastRun] = await Promise.all([
      this.retention.events(),
      this.retention.due(this.clock.now()),
      this.retention.lastRun(),
    ]);
    const duePerEvent = new Map<number, number>();
    for (const claim of due) duePerEvent.set(claim.event_id, (duePerEvent.get(claim.event_id) ?? 0) + 1);
    const { retentionYears, unrequestedRetentionDays, rejectionAppealDays } = this.config.privacy;
    return {
      events: events.map((row) => toEventRetention(row, duePerEvent.get(row.event_id) ?? 0)),
      lastRun: lastRun?.at.toISOString() ?? null,
      dueNow: due.length,
      retentionYears,
      unrequestedRetentionDays,
      rejectionAppealDays,
    };
  }

  async event(eventId: number): Promise<EventRetentionDto> {
    const [row] = await this.retention.events(eventId);
    if (!row) throw new EventNotFound(eventId);
    const due = await this.retention.due(this.clock.now());
    return toEventRetention(row, due.filter((claim) => claim.event_id === eventId).length);
  }

  async setLegalHold(eventId: number, reason: string, staff: StaffPrincipal): Promise<EventRetentionDto> {
    const now = this.clock.now();
    await this.transactions.run(async () => {
      await this.eventNumber(eventId);
      await this.retention.setHold(eventId, reason, staff.username, now);
      await this.retention.log({ action: 'legal-hold', actor: staff.username, reason, eventId }, now);
    });
    return this.event(eventId);
  }

  async liftLegalHold(eventId: number, reason: string, staff: StaffPrincipal): Promise<EventRetentionDto> {
    const now = this.clock.now();
    await this.transactions.run(async () => {
      const number = await this.eventNumber(eventId);
      const [row] = await this.retention.events(eventId);
      if (!row?.hold_at) throw new NoLegalHold(number);
      await this.retention.liftHold(eventId);
      await this.retention.log({ action: 'legal-hold-lifted', actor: staff.username, reason, eventId }, now);
    });
    return this.event(eventId);
  }

  /** A later retention end for the event (a grant closing later); never earlier than the default. */
  async setRetainUntil(
    eventId: number,
    until: string | null,
    reason: string,
    staff: StaffPrincipal,
  ): Promise<EventRetentionDto> {
    const now = this.clock.now();
    await this.transactions.run(async () => {
      await this.eventNumber(eventId);
      const [row] = await this.retention.events(eventId);
      if (until !== null && row?.default_end && until <= row.default_end) {
        throw new InvalidInput({
          retainUntil: [`The retention end can only be moved later than its default, ${row.default_end}.`],
        });
      }
      await this.retention.setRetainUntil(eventId, until, reason, staff.username, now);
      await this.retention.log({ action: 'retain-until', actor: staff.username, reason, eventId }, now);
    });
    return this.event(eventId);
  }

  /**
   * Anonymises one claim or every claim of an address at once, on the person's request. Claims under a
   * legal hold or still being decided or paid are kept (one claim asked for by id: 409 with why).
   */
  async anonymise(request: AnonymisationRequestDto, staff: StaffPrincipal): Promise<AnonymisationResultDto> {
    if ((request.claimId === undefined) === (request.email === undefined)) {
      throw new InvalidInput({ claimId: ["Give either 'claimId' or 'email'."] });
    }
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const claims = await this.retention.claimsOf(
        request.claimId !== undefined ? { id: request.claimId.toLowerCase() } : { email: request.email! },
      );
      if (request.claimId !== undefined) {
        const [claim] = claims;
        if (!claim) throw new ClaimNotFound(request.claimId);
        if (claim.held) throw new UnderLegalHold(claim.event_number);
        if (OPEN.includes(claim.status)) throw new ClaimStillOpen(claim.identifier);
      }
      const mayGo = claims.filter((claim) => !claim.held && !OPEN.includes(claim.status));
      const anonymised = await this.anonymiser.anonymise(
        mayGo.map((claim) => claim.id),
        now,
      );
      await this.retention.log(
        {
          action: request.claimId !== undefined ? 'anonymise-claim' : 'anonymise-address',
          actor: staff.username,
          reason: request.reason,
          claims: anonymised,
        },
        now,
      );
      return { anonymised, kept: claims.filter((claim) => !mayGo.includes(claim)).map((claim) => claim.identifier) };
    });
  }

  private async eventNumber(eventId: number): Promise<string> {
    const number = await this.retention.eventNumber(eventId);
    if (number === null) throw new EventNotFound(eventId);
    return number;
  }
}

function toEventRetention(row: EventRetentionRow, dueNow: number): EventRetentionDto {
  return {
    id: row.event_id,
    number: row.number,
    title: row.title,
    endDate: row.end_date.toISOString(),
    claims: row.kept,
    anonymised: row.anonymised,
    open: row.open,
    defaultRetentionEnd: row.default_end,
    retainUntil:
      row.retain_until && row.retain_until_at
        ? {
            date: row.retain_until,
            reason: row.retain_until_reason ?? '',
            by: row.retain_until_by ?? '',
            at: row.retain_until_at.toISOString(),
          }
        : null,
    retentionEnd: row.retention_end,
    legalHold:
      row.hold_at && row.hold_reason
        ? { reason: row.hold_reason, by: row.hold_by ?? '', at: row.hold_at.toISOString() }
        : null,
    dueNow,
  };
}
