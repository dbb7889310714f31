import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';

import type { Event } from './event.entity.js';

/** The event's title in another language. */
@Entity('event_language')
@Unique('event_language_unique', ['event', 'language'])
export class EventLanguage {
  @PrimaryGeneratedColumn()
  id!: number;

  // By name: Event imports this entity, and a name keeps the pair out of an import circle.
  @ManyToOne<Event>('Event', (event) => event.languages, {
    nullable: false,
    onDelete: 'CASCADE',
    orphanedRowAction: 'delete',
  })
  @JoinColumn({ name: 'event_id' })
  event!: Relation<Event>;

  /** ISO 639-1 code such as 'de'. */
  @Column({ type: 'varchar', length: 10 })
  language!: string;

  @Column({ type: 'varchar', length: 300 })
  title!: string;
}
