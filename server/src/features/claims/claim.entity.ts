import { ClaimStatus, type Language, RejectReason, TravelType } from '@unit-costs/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  Unique,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';

import { numeric } from '../../platform/database/numeric.transformer.js';
import { Event } from '../events/event.entity.js';
import { Country } from '../reference-data/country.entity.js';
import { ClaimAudit } from './claim-audit.entity.js';

/**
 * What a claim reads of the payment run it was paid in (payment-runs/payment-run.entity.ts): the
 * relation names the entity by string, since payment-runs imports claims and not the other way.
 */
export interface PaidInRun {
  id: string;
  number: string;
  executionDate: string;
}

/**
 * A participant's unit-cost claim. Distance, band, rate and amounts are a snapshot taken when the
 * claim was saved: later changes of bands or refund rates never change it (docs/rules.md, "Calculation").
 */
@Entity('claim')
@Unique('claim_identifier_unique', ['identifier'])
@Check('claim_total_adds_up', '"total_amount" = "travel_amount" + "accommodation_total"')
@Check('claim_nights_not_negative', '"nights" >= 0')
@Check('claim_language_known', `"language" IN ('en', 'de', 'fr')`)
// Lists are ordered by (submitted, id), newest first: these serve the order without a sort.
@Index('claim_status_submitted', ['status', 'submittedAt', 'id'])
@Index('claim_submitted', ['submittedAt', 'id'])
// A guest's own list: their address, newest first.
@Index('claim_email_owner', ['email', 'submittedAt', 'id'])
// The other sort orders of the staff's list (migration ClaimListOrders).
@Index('claim_status_id', ['status', 'id'])
@Index('claim_identifier_id', ['identifier', 'id'])
@Index('claim_email_id', ['email', 'id'])
@Index('claim_lastname_id', ['lastname', 'id'])
@Index('claim_total_amount_id', ['totalAmount', 'id'])
// Indexes TypeORM cannot describe (an expression; INCLUDE columns): created by the migrations
// (ClaimEventCovering), left alone by schema sync.
@Index('claim_event', { synchronize: false })
@Index('claim_email_lower', { synchronize: false })
// The flagged claims only, with the list's sort keys (migration FourEyes).
@Index('claim_possible_duplicate', { synchronize: false })
// A person's claims not Rejected by each fact and event, the flag last (partial: migration DuplicatesByPerson).
@Index('claim_duplicate_email', { synchronize: false })
@Index('claim_duplicate_name', { synchronize: false })
// Paid claims by the day they were paid, for the paid figures (partial: migration ClaimPaidOnIndex).
@Index('claim_paid_on', { synchronize: false })
export class Claim {
  /** The claim's guid, made by the server when the claim is saved. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** The transaction number, e.g. UC-2026-000042: from a database sequence, unique. */
  @Column({ type: 'varchar', length: 20 })
  identifier!: string;

  @Column({ type: 'smallint' })
  status!: ClaimStatus;

  /** Set when the participant requests the payment, and kept through approval. */
  @Column({ type: 'boolean', default: false })
  confirmed!: boolean;

  @ManyToOne(() => Event, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'event_id' })
  event!: Relation<Event>;

  @Column({ type: 'varchar', length: 100 })
  firstname!: string;

  @Column({ type: 'varchar', length: 100 })
  lastname!: string;

  /** Normalised once when saved (normaliseEmail): a guest signs in with any casing. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 50 })
  phone!: string;

  /** The employer ("place of employment"): its name and address. */
  @Column({ type: 'varchar', length: 300 })
  institution!: string;

  @Column({ type: 'varchar', length: 200 })
  street!: string;

  @Column({ name: 'postal_code', type: 'varchar', length: 20 })
  postalCode!: string;

  @Column({ type: 'varchar', length: 200 })
  city!: string;

  @ManyToOne(() => Country, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn({ name: 'country_id' })
  country!: Relation<Country>;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ name: 'travel_type', type: 'smallint' })
  travelType!: TravelType;

  /** The venue the distance was measured to, as it was then. */
  @Column({ name: 'venue_name', type: 'varchar', length: 300 })
  venueName!: string;

  @Column({ name: 'venue_city', type: 'varchar', length: 200 })
  venueCity!: string;

  @ManyToOne(() => Country, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn({ name: 'venue_country_id' })
  venueCountry!: Relation<Country>;

  /** Great-circle distance in whole km. */
  @Column({ name: 'distance_km', type: 'int' })
  distanceKm!: number;

  @Column({ name: 'distance_band_version', type: 'int' })
  distanceBandVersion!: number;

  @Column({ name: 'travel_amount', type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  travelAmount!: number;

  @Column({ type: 'int' })
  nights!: number;

  /** Per-night rate; null when the event refunds no accommodation. */
  @Column({ name: 'nightly_rate', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numeric })
  nightlyRate!: number | null;

  @Column({ name: 'accommodation_total', type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  accommodationTotal!: number;

  @Column({ name: 'total_amount', type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  totalAmount!: number;

  @Column({ name: 'reject_reason', type: 'smallint', nullable: true })
  rejectReason!: RejectReason | null;

  @Column({ type: 'text', nullable: true })
  othertxt!: string | null;

  /** The payment run the claim was paid in; null until then, and for a claim marked as paid by hand. */
  @Index('claim_payment_run')
  @ManyToOne<PaidInRun>('PaymentRun', { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_run_id' })
  paymentRun!: Relation<PaidInRun> | null;

  /**
   * The day the bank executed its transfer (or it was marked paid by hand), 'YYYY-MM-DD'; null unless
   * Paid. The one paid date of the claim page, the mail, the exports and the audit pack.
   */
  @Column({ name: 'paid_on', type: 'date', nullable: true })
  paidOn!: string | null;

  /**
   * Not Rejected, and another claim of the same address, IBAN or name and employer, not Rejected, is
   * for this event or one whose days overlap (docs/rules.md, "Four eyes and duplicates"). Kept by the
   * database's triggers (migration DuplicatesByPerson), never written by the app.
   */
  @Column({ name: 'possible_duplicate', type: 'boolean', default: false, insert: false, update: false })
  possibleDuplicate!: boolean;

  /** The participant's name and employer as compared (nameAndEmployerKey); null once anonymised. */
  @Column({ name: 'name_employer_key', type: 'varchar', length: 400, nullable: true })
  nameEmployerKey!: string | null;

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @VersionColumn({ name: 'row_version' })
  rowVersion!: number;

  /** The language it was saved in; every mail about it is written in it (docs/decisions.md, "Languages"). */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: Language;

  /**
   * Who gave the first of two approvals (the staff principal's id) where its total needs two
   * (APPROVAL_SECOND_ABOVE); the second must come from someone else. Null until then.
   */
  @Column({ name: 'first_approved_by', type: 'varchar', length: 255, nullable: true })
  firstApprovedBy!: string | null;

  /** When its personal fields were removed (server/src/features/privacy/); its figures stay. */
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true })
  anonymisedAt!: Date | null;

  /** When its owner asked for erasure while a retention duty keeps it: hidden but to Admins until then. */
  @Column({ name: 'restricted_at', type: 'timestamptz', nullable: true })
  restrictedAt!: Date | null;

  /** When the reminder a week after the event's end went out (ClaimReminderJob); null until then. */
  @Column({ name: 'reminded_after_event_at', type: 'timestamptz', nullable: true })
  remindedAfterEventAt!: Date | null;

  /** When the reminder a week before the claim deadline (the event's offline date) went out. */
  @Column({ name: 'reminded_before_deadline_at', type: 'timestamptz', nullable: true })
  remindedBeforeDeadlineAt!: Date | null;

  @OneToMany(() => ClaimAudit, (audit) => audit.claim)
  audits!: Relation<ClaimAudit[]>;
}
