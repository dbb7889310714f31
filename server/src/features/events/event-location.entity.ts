import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { Country } from '../reference-data/country.entity.js';
import type { Event } from './event.entity.js';

/** A venue of an event. Exactly one per event is primary: distances are measured to it. */
@Entity('event_location')
@Index('event_location_one_primary', ['event'], { unique: true, where: '"is_primary"' })
export class EventLocation {
  @PrimaryGeneratedColumn()
  id!: number;

  // By name: Event imports this entity, and a name keeps the pair out of an import circle.
  @ManyToOne<Event>('Event', (event) => event.locations, {
    nullable: false,
    onDelete: 'CASCADE',
    orphanedRowAction: 'delete',
  })
  @JoinColumn({ name: 'event_id' })
  event!: Relation<Event>;

  /** OpenStreetMap id of the geocoder feature the venue was picked from (GeoNames id for the offline gazetteer). */
  @Column({ name: 'osm_id', type: 'bigint', nullable: true })
  osmId!: string | null;

  @Column({ type: 'varchar', length: 300 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  city!: string;

  @ManyToOne(() => Country, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn({ name: 'country_id' })
  country!: Relation<Country>;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary!: boolean;
}
