import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';

import { Event } from './event.entity.js';

/** The event's title in another language. */
@Entity('event_language')
@Unique('event_language_unique', ['event', 'language'])
export class EventLanguage {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => Event, (event) => event.languages, {
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
