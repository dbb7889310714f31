import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';

import { Contact } from '../contacts/contact.entity.js';
import { EventLanguage } from './event-language.entity.js';
import { EventLocation } from './event-location.entity.js';

/** A seminar or conference whose participants can claim unit costs. */
@Entity('event')
@Check('event_dates_ordered', '"end_date" >= "start_date"')
@Check('event_max_nights_valid', '"max_nights" >= -1')
// Unique on lower(number) (migration EventNumberAnyCase): numbers are matched without regard to case.
@Index('event_number_lower', { synchronize: false })
// Its days in Europe/Berlin as a range, to find overlapping events (gist; migration DuplicatesByPerson).
@Index('event_days', { synchronize: false })
export class Event {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 32, unique: true })
  number!: string;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate!: Date;

  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate!: Date;

  /** When the public claim form stops taking claims; null keeps it open. */
  @Column({ name: 'offline_date', type: 'timestamptz', nullable: true })
  offlineDate!: Date | null;

  @Column({ name: 'accommodation_eligible', type: 'boolean', default: false })
  accommodationEligible!: boolean;

  /** Up to this many nights are refunded; -1 or 0 means the number of event days. */
  @Column({ name: 'max_nights', type: 'int', default: -1 })
  maxNights!: number;

  @Column({ name: 'distance_band_version', type: 'int' })
  distanceBandVersion!: number;

  @OneToMany(() => EventLanguage, (language) => language.event, { cascade: true })
  languages!: Relation<EventLanguage[]>;

  @OneToMany(() => EventLocation, (location) => location.event, { cascade: true })
  locations!: Relation<EventLocation[]>;

  @ManyToMany(() => Contact)
  @JoinTable({
    name: 'event_contact',
    joinColumn: { name: 'event_id' },
    inverseJoinColumn: { name: 'contact_id' },
  })
  contacts!: Relation<Contact[]>;

  /** Optimistic concurrency: an update naming an older version is refused. */
  @VersionColumn({ name: 'row_version' })
  rowVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
