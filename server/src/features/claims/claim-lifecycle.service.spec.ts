import { AuditAction, ClaimStatus, RejectReason } from '@unit-costs/contract';

import type { GuestPrincipal, Principal, StaffPrincipal } from '../../platform/auth/principal.js';
import type { AppConfig } from '../../platform/config/config.js';
import type { TransactionHost } from '../../platform/database/transaction-host.js';
import type { MailMessage, MailQueue } from '../../platform/mail/mail-queue.js';
import type { ClaimAttendanceReader } from '../attendance/claim-attendance.reader.js';
import type { BankDataService } from './bank-data/bank-data.service.js';
import type { ClaimAudit } from './claim-audit.entity.js';
import type { ClaimLifecycleRepository, NewAudit, StatusChange } from './claim-lifecycle.repository.js';
import { ClaimLifecycle } from './claim-lifecycle.service.js';
import { ClaimMailer } from './claim-mailer.service.js';
import { ClaimViews } from './claim-views.service.js';
import type { Claim } from './claim.entity.js';
import {
  BankDataMissing,
  ClaimNotFound,
  DuplicateClaimActive,
  EventNotEnded,
  OtherReasonMissing,
  OwnClaim,
  PaidThroughPaymentRun,
  RejectReasonMissing,
  TransitionForbidden,
  TransitionNotAllowed,
} from './claims.errors.js';
import type { ClaimsRepository } from './claims.repository.js';
import type { FourEyesRepository } from './four-eyes.repository.js';
import { FourEyes } from './four-eyes.service.js';

// The lifecycle of ClaimLifecycle.update (docs/rules.md, "Lifecycle") on a repository held in memory.
const OWNER = 'jane.doe@court.example';
const guest: GuestPrincipal = { kind: 'guest', id: OWNER, name: OWNER, roles: [] };
const staff = (roles: string[], email = 'ann@academy.example'): StaffPrincipal => ({
  kind: 'staff',
  id: 'ann',
  name: 'Ann',
  username: 'ann',
  roles,
  emails: [email],
});
const approver = staff(['Approver']);

function claimIn(status: ClaimStatus, eventEnd = new Date('2026-01-10T15:00:00Z')): Claim {
  const country = { id: 1, name: 'Germany', iso3166: 'DE' };
  return {
    id: '9b2f6a34-5d7e-4c1b-8f0a-1e2d3c4b5a69',
    identifier: 'UC-2026-000042',
    status,
    confirmed: status !== ClaimStatus.Saved,
    event: {
      id: 7,
      number: '226DT02',
      title: 'EU competition law',
      startDate: new Date('2026-01-08T08:00:00Z'),
      endDate: eventEnd,
      contacts: [],
      languages: [],
    },
    firstname: 'Jane',
    lastname: 'Doe',
    email: OWNER,
    phone: '+49 651 000',
    institution: 'Landgericht Trier',
    street: 'Justizstraße 2',
    postalCode: '54290',
    city: 'Trier',
    country,
    latitude: 49.75,
    longitude: 6.64,
    travelType: 1,
    venueName: 'ERA',
    venueCity: 'Trier',
    venueCountry: country,
    distanceKm: 0,
    distanceBandVersion: 1,
    travelAmount: 20,
    nights: 0,
    nightlyRate: null,
    accommodationTotal: 0,
    totalAmount: 20,
    rejectReason: null,
    othertxt: null,
    submittedAt: new Date('2026-01-02T10:00:00Z'),
    updatedAt: new Date('2026-01-02T10:00:00Z'),
    rowVersion: 1,
    audits: [],
    paymentRun: null,
    anonymisedAt: null,
    restrictedAt: null,
    possibleDuplicate: false,
    language: 'en',
  } as unknown as Claim;
}

/** The lifecycle's queries (ClaimsRepository, ClaimLifecycleRepository, FourEyesRepository), on one stored claim. */
class FakeClaims {
  audits: NewAudit[] = [];
  activeDuplicate: string | null = null;
  constructor(public stored: Claim) {}
  async findById(id: string) {
    return id === this.stored.id ? { ...this.stored, audits: [...this.stored.audits] } : null;
  }
  async changeStatus(id: string, from: ClaimStatus, change: StatusChange) {
    if (id !== this.stored.id || this.stored.status !== from) return false;
    Object.assign(this.stored, change);
    return true;
  }
  async addAudit(_id: string, audit: NewAudit) {
    this.audits.push(audit);
    this.stored.audits.push({ rejectReason: null, othertxt: null, ...audit, createdAt: new Date() } as ClaimAudit);
  }
  async activeClaimForSameEvent() {
    return this.activeDuplicate;
  }
  async duplicatesOf() {
    return [];
  }
  async staffAccountEmail() {
    return null;
  }
}

function service(stored: Claim, bank = { onFile: true, sepa: true }) {
  const claims = new FakeClaims(stored);
  const sent: MailMessage[] = [];
  const transactions = { run: <T>(work: () => Promise<T>) => work(), afterCommit: (task: () => void) => task() };
  const bankData = {
    isOnFile: async () => bank.onFile,
    isSepaAccount: async () => bank.sepa,
    view: async () => null,
    paymentReturn: async () => null,
    payeeCheck: async () => null,
  };
  const mail = { send: async (message: MailMessage) => void sent.push(message), written: () => undefined };
  const attendance = { forClaims: async () => new Map() };
  const config = { publicUrl: 'https://claims.example' } as AppConfig;
  const fourEyes = new FourEyes(claims as unknown as FourEyesRepository);
  const views = new ClaimViews(
    claims as unknown as ClaimsRepository,
    fourEyes,
    transactions as unknown as TransactionHost,
    bankData as unknown as BankDataService,
    attendance as unknown as ClaimAttendanceReader,
    config,
  );
  const mailer = new ClaimMailer(
    views,
    claims as unknown as ClaimLifecycleRepository,
    transactions as unknown as TransactionHost,
    mail as unknown as MailQueue,
    config,
  );
  const lifecycle = new ClaimLifecycle(
    claims as unknown as ClaimLifecycleRepository,
    claims as unknown as ClaimsRepository,
    views,
    fourEyes,
    mailer,
    transactions as unknown as TransactionHost,
    bankData as unknown as BankDataService,
    config,
  );
  const update = (status: ClaimStatus, by: Principal, extra: object = {}) =>
    lifecycle.update(stored.id, { status, ...extra }, by);
  return { claims, sent, update };
}

describe('ClaimLifecycle.update (the claim lifecycle)', () => {
  it('lets the owner request a saved claim once the event has ended and bank data is on file', async () => {
    const { claims, sent, update } = service(claimIn(ClaimStatus.Saved));
    const answer = await update(ClaimStatus.Requested, guest);
    expect(answer.status).toBe(ClaimStatus.Requested);
    expect(claims.stored).toMatchObject({ status: ClaimStatus.Requested, confirmed: true });
    expect(claims.audits).toEqual([
      expect.objectContaining({
        action: AuditAction.Requested,
        description: 'Contribution requested',
        username: OWNER,
      }),
    ]);
    expect(sent.map((mail) => mail.to)).toEqual([OWNER]);
  });

  it('refuses the request before the event has ended, or without bank data, writing nothing', async () => {
    const future = service(claimIn(ClaimStatus.Saved, new Date(Date.now() + 3 * 86_400_000)));
    await expect(future.update(ClaimStatus.Requested, guest)).rejects.toThrow(EventNotEnded);
    const noBank = service(claimIn(ClaimStatus.Saved), { onFile: false, sepa: true });
    await expect(noBank.update(ClaimStatus.Requested, guest)).rejects.toThrow(BankDataMissing);
    for (const { claims, sent } of [future, noBank]) {
      expect(claims.stored.status).toBe(ClaimStatus.Saved);
      expect(claims.audits).toEqual([]);
      expect(sent).toEqual([]);
    }
  });

  it("hides another's claim from a guest and lets no guest decide", async () => {
    const { update } = service(claimIn(ClaimStatus.Requested));
    const stranger: GuestPrincipal = { ...guest, id: 'someone@else.example' };
    await expect(update(ClaimStatus.Requested, stranger)).rejects.toThrow(ClaimNotFound);
    await expect(update(ClaimStatus.ApprovalRun, guest)).rejects.toThrow(TransitionForbidden);
  });

  it('lets Approvers and Admins approve, not Staff', async () => {
    await expect(
      service(claimIn(ClaimStatus.Requested)).update(ClaimStatus.ApprovalRun, staff(['Staff'])),
    ).rejects.toThrow(TransitionForbidden);
    for (const decider of [approver, staff(['Admin'])]) {
      const { claims, sent, update } = service(claimIn(ClaimStatus.Requested));
      expect((await update(ClaimStatus.ApprovalRun, decider)).status).toBe(ClaimStatus.ApprovalRun);
      expect(claims.audits).toEqual([expect.objectContaining({ action: AuditAction.Approved, username: 'ann' })]);
      expect(sent).toHaveLength(1);
    }
  });

  it('refuses a move the table does not list', async () => {
    const { claims, update } = service(claimIn(ClaimStatus.Saved));
    await expect(update(ClaimStatus.ApprovalRun, approver)).rejects.toThrow(TransitionNotAllowed);
    expect(claims.audits).toEqual([]);
  });

  it('declines only with a reason, and "other" only with its text', async () => {
    const { claims, update } = service(claimIn(ClaimStatus.Requested));
    await expect(update(ClaimStatus.Rejected, approver)).rejects.toThrow(RejectReasonMissing);
    await expect(
      update(ClaimStatus.Rejected, approver, { rejectReason: RejectReason.Other, othertxt: ' ' }),
    ).rejects.toThrow(OtherReasonMissing);
    expect(claims.audits).toEqual([]);
    await update(ClaimStatus.Rejected, approver, { rejectReason: RejectReason.Other, othertxt: ' Late ' });
    expect(claims.stored).toMatchObject({
      status: ClaimStatus.Rejected,
      rejectReason: RejectReason.Other,
      othertxt: 'Late',
    });
    expect(claims.audits).toEqual([
      expect.objectContaining({ action: AuditAction.Rejected, rejectReason: RejectReason.Other, othertxt: 'Late' }),
    ]);
  });

  it('refuses staff a decision on a claim carrying their own address (four eyes)', async () => {
    const { claims, update } = service(claimIn(ClaimStatus.Requested));
    await expect(update(ClaimStatus.ApprovalRun, staff(['Admin'], OWNER))).rejects.toThrow(OwnClaim);
    expect(claims.audits).toEqual([]);
  });

  it("refuses approval while another of the person's claims for the event is active", async () => {
    const { claims, update } = service(claimIn(ClaimStatus.Requested));
    claims.activeDuplicate = 'UC-2026-000007';
    await expect(update(ClaimStatus.ApprovalRun, approver)).rejects.toThrow(DuplicateClaimActive);
    expect(claims.stored.status).toBe(ClaimStatus.Requested);
  });

  it('marks as paid by hand only an account outside SEPA', async () => {
    const sepa = service(claimIn(ClaimStatus.ApprovalRun), { onFile: true, sepa: true });
    await expect(sepa.update(ClaimStatus.Paid, approver)).rejects.toThrow(PaidThroughPaymentRun);
    const abroad = service(claimIn(ClaimStatus.ApprovalRun), { onFile: true, sepa: false });
    expect((await abroad.update(ClaimStatus.Paid, approver)).status).toBe(ClaimStatus.Paid);
    expect(abroad.claims.audits).toEqual([expect.objectContaining({ action: AuditAction.Paid })]);
  });

  it('answers with the status another decision left when it came first', async () => {
    const { claims, update } = service(claimIn(ClaimStatus.Requested));
    const original = claims.changeStatus.bind(claims);
    claims.changeStatus = async (id, from) => {
      await original(id, from, { status: ClaimStatus.Rejected });
      return false;
    };
    await expect(update(ClaimStatus.ApprovalRun, approver)).rejects.toThrow(
      new TransitionNotAllowed(ClaimStatus.Rejected, ClaimStatus.ApprovalRun).message,
    );
    expect(claims.audits).toEqual([]);
  });
});
