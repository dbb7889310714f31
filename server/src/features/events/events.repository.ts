import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';

import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { paginate } from '../../platform/common/lists/paginate.js';
import { isViolation } from '../../platform/database/pg-errors.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { Contact } from '../contacts/contact.entity.js';
import type { EventFacts } from './dto/event-facts.js';
import { EventLanguage } from './event-language.entity.js';
import { EventLocation } from './event-location.entity.js';
import { Event } from './event.entity.js';

export type EventFields = Pick<
  Event,
  | 'number'
  | 'title'
  | 'startDate'
  | 'endDate'
  | 'offlineDate'
  | 'accommodationEligible'
  | 'maxNights'
  | 'distanceBandVersion'
>;

export type VenueFields = Pick<EventLocation, 'osmId' | 'name' | 'city' | 'country' | 'latitude' | 'longitude'>;

export interface EventListFilter {
  /** Exact event number. */
  number?: string;
  /** Part of the title or number, any case. */
  q?: string;
}

const SORTABLE = {
  id: 'event.id',
  number: 'event.number',
  title: 'event.title',
  startDate: 'event.startDate',
  endDate: 'event.endDate',
};

interface FactsRow {
  id: number;
  number: string;
  title: string;
  start_date: Date;
  end_date: Date;
  offline_date: Date | null;
  accommodation_eligible: boolean;
  max_nights: number;
  distance_band_version: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  country_id: number | null;
  iso_3166: string;
  country_name: string;
  languages: { language: string; title: string }[];
}

/** The join table of Event.contacts. */
const CONTACT_LINKS = 'event_contact';

const WITH_DETAILS = { languages: true, contacts: true, locations: { country: true } } as const;

/** The named queries of events, their languages, venues and contacts, and the references they check. */
@Injectable()
export class EventsRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /** Whether `error` is the unique constraint on the event number refusing a write. */
  isDuplicateNumber(error: unknown): boolean {
    const unique = this.manager.connection
      .getMetadata(Event)
      .uniques.find((constraint) => constraint.columns.some((column) => column.propertyName === 'number'));
    return (
      isViolation(error, 'uniqueViolation', unique?.name) || isViolation(error, 'uniqueViolation', 'event_number_lower')
    );
  }

  findById(id: number): Promise<Event | null> {
    return this.manager.findOne(Event, { where: { id }, relations: WITH_DETAILS });
  }

  /** The calculation facts of the given events (of all without `ids`), with their primary venue. */
  async findCalculationFacts(ids?: number[]): Promise<EventFacts[]> {
    const rows: FactsRow[] = await this.manager.query(
      `SELECT e.id, e.number, e.title, e.start_date, e.end_date, e.offline_date, e.accommodation_eligible, e.max_nights,
              e.distance_band_version, l.name, l.city, l.latitude, l.longitude,
              c.id AS country_id, c.iso_3166, c.name AS country_name,
              COALESCE((SELECT json_agg(json_build_object('language', el.language, 'title', el.title) ORDER BY el.language)
                        FROM event_language el WHERE el.event_id = e.id), '[]') AS languages
       FROM event e
       LEFT JOIN event_location l ON l.event_id = e.id AND l.is_primary
       LEFT JOIN country c ON c.id = l.country_id
       WHERE $1::int[] IS NULL OR e.id = ANY($1)`,
      [ids ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      startDate: row.start_date,
      endDate: row.end_date,
      offlineDate: row.offline_date,
      accommodationEligible: row.accommodation_eligible,
      maxNights: row.max_nights,
      distanceBandVersion: row.distance_band_version,
      languages: row.languages,
      venue:
        row.country_id === null
          ? null
          : {
              name: row.name,
              city: row.city,
              latitude: row.latitude,
              longitude: row.longitude,
              country: { id: row.country_id, iso3166: row.iso_3166, name: row.country_name },
            },
    }));
  }

  findPage(filter: EventListFilter, query: ListQuery): Promise<Page<Event>> {
    const qb = this.manager
      .createQueryBuilder(Event, 'event')
      .leftJoinAndSelect('event.languages', 'language')
      .leftJoinAndSelect('event.contacts', 'contact')
      .leftJoinAndSelect('event.locations', 'location')
      .leftJoinAndSelect('location.country', 'country');
    // Any case: participants type the number of a claim link by hand (unique on lower(number)).
    if (filter.number !== undefined) qb.andWhere('lower(event.number) = lower(:number)', { number: filter.number });
    if (filter.q !== undefined) {
      // % and _ in the search text are meant literally; backslash is LIKE's default escape character.
      const pattern = `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`;
      qb.andWhere('(event.title ILIKE :pattern OR event.number ILIKE :pattern)', { pattern });
    }
    return paginate(qb, query, SORTABLE);
  }

  /** Locks the event row for the rest of the transaction, so changes to one event queue up. */
  lockById(id: number): Promise<Event | null> {
    return this.manager.findOne(Event, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async isNumberTaken(number: string, exceptId?: number): Promise<boolean> {
    const qb = this.manager
      .createQueryBuilder(Event, 'event')
      .where('lower(event.number) = lower(:number)', { number });
    if (exceptId !== undefined) qb.andWhere('event.id <> :exceptId', { exceptId });
    return qb.getExists();
  }

  async insert(fields: EventFields): Promise<number> {
    const result = await this.manager.insert(Event, fields);
    return (result.identifiers[0] as { id: number }).id;
  }

  async updateCore(id: number, fields: EventFields): Promise<void> {
    // TypeORM's update also raises row_version and updated_at.
    await this.manager.update(Event, id, fields);
  }

  async replaceLanguages(eventId: number, languages: Pick<EventLanguage, 'language' | 'title'>[]): Promise<void> {
    await this.manager.delete(EventLanguage, { event: { id: eventId } });
    if (languages.length === 0) return;
    await this.manager.insert(
      EventLanguage,
      languages.map((language) => ({ ...language, event: { id: eventId } })),
    );
  }

  async addLocation(eventId: number, venue: VenueFields, isPrimary: boolean): Promise<void> {
    await this.manager.insert(EventLocation, { ...venue, isPrimary, event: { id: eventId } });
  }

  /** Every event has exactly one primary venue (made with the event, never deleted); it keeps its id. */
  async updatePrimaryLocation(eventId: number, venue: VenueFields): Promise<void> {
    await this.manager.update(EventLocation, { event: { id: eventId }, isPrimary: true }, venue);
  }

  findLocation(eventId: number, locationId: number): Promise<EventLocation | null> {
    return this.manager.findOneBy(EventLocation, { id: locationId, event: { id: eventId } });
  }

  async deleteLocation(locationId: number): Promise<void> {
    await this.manager.delete(EventLocation, locationId);
  }

  async linkContacts(eventId: number, contactIds: number[]): Promise<void> {
    if (contactIds.length === 0) return;
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(CONTACT_LINKS)
      .values(contactIds.map((contactId) => ({ event_id: eventId, contact_id: contactId })))
      .orIgnore() // already linked
      .execute();
  }

  /** Whether the contact was linked. */
  async unlinkContact(eventId: number, contactId: number): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .delete()
      .from(CONTACT_LINKS)
      .where('event_id = :eventId AND contact_id = :contactId', { eventId, contactId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Whether there was such an event. Its languages, venues and contact links go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<boolean> {
    const result = await this.manager.delete(Event, id);
    return (result.affected ?? 0) > 0;
  }

  /** The ids among `ids` that are employees, share-locked so that none is deleted before the transaction ends. */
  async lockExistingContactIds(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const contacts = await this.manager.find(Contact, {
      select: { id: true },
      where: { id: In(ids) },
      lock: { mode: 'pessimistic_read' },
    });
    return new Set(contacts.map((contact) => contact.id));
  }
}
