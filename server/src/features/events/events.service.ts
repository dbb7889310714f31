import { Injectable } from '@nestjs/common';

import type { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { NotFound } from '../../platform/common/errors/domain-errors.js';
import { parseListQuery, type ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult, mapPage } from '../../platform/common/lists/list-result.js';
import { ChangeFeed } from '../../platform/database/change-feed/change-feed.js';
import { isViolation } from '../../platform/database/pg-errors.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ReferenceDataReader } from '../reference-data/reference-data.reader.js';
import type { CreateEventDto, EventCoreDto, UpdateEventDto } from './dto/event-payload.dto.js';
import type { EventDto } from './dto/event.dto.js';
import { toEventDto } from './dto/event.mapper.js';
import type { NewLocationDto, VenueDto } from './dto/venue.dto.js';
import { EVENT_LIST_OPTIONS, eventListFilter } from './event-list-filter.js';
import {
  CountryInvalid,
  DistanceBandVersionUnknown,
  EmployeeUnknown,
  EventChangedMeanwhile,
  EventHasClaims,
  EventNotFound,
  EventNumberTaken,
  PrimaryVenueKept,
} from './events.errors.js';
import { EventsRepository, type EventFields, type VenueFields } from './events.repository.js';

/** Events with their titles in other languages, venues and contact persons. */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly transactions: TransactionHost,
    private readonly referenceData: ReferenceDataReader,
    private readonly feed: ChangeFeed,
  ) {}

  async list(query: ListQuery): Promise<ListResult<EventDto>> {
    const page = await this.events.findPage(eventListFilter(query), query);
    return new ListResult(query, mapPage(page, toEventDto));
  }

  /** A claim link's event as the public look-up by number finds it (the number in any case); null when none has it. */
  async findByNumber(number: string): Promise<EventDto | null> {
    const { page } = await this.list(parseListQuery({ number }, EVENT_LIST_OPTIONS));
    return page.items.find((event) => event.number.toLowerCase() === number.toLowerCase()) ?? null;
  }

  async get(id: number): Promise<EventDto> {
    return toEventDto(await this.found(this.events.findById(id), id));
  }

  /** The event, its languages, primary venue and contact links are written together or not at all. */
  create(payload: CreateEventDto): Promise<EventDto> {
    return this.change(payload.number, async () => {
      await this.checkNumberFree(payload.number);
      await this.checkBandVersion(payload.distanceBandVersion);
      const venue = await this.venueFields(payload.location);
      const contactIds = await this.existingContactIds(payload.contacts ?? []);
      const id = await this.events.insert(coreFields(payload));
      await this.events.replaceLanguages(id, payload.languages ?? []);
      await this.events.addLocation(id, venue, true);
      await this.events.linkContacts(id, contactIds);
      return id;
    });
  }

  /** Sets the core fields; languages and the primary venue only when given. */
  update(id: number, payload: UpdateEventDto): Promise<EventDto> {
    return this.change(payload.number, async () => {
      const stored = await this.found(this.events.lockById(id), id);
      const expectedVersion = payload.rowVersion ?? stored.rowVersion; // not sent: no check
      if (expectedVersion !== stored.rowVersion) throw new EventChangedMeanwhile();
      await this.checkNumberFree(payload.number, id);
      await this.checkBandVersion(payload.distanceBandVersion);
      const venue = payload.location && (await this.venueFields(payload.location));
      await this.events.updateCore(id, coreFields(payload));
      if (payload.languages) await this.events.replaceLanguages(id, payload.languages);
      if (venue) await this.events.updatePrimaryLocation(id, venue);
      return id;
    });
  }

  async delete(id: number): Promise<DeletedDto> {
    let deleted: boolean;
    try {
      deleted = await this.events.delete(id);
    } catch (error) {
      // Claims keep their event (ON DELETE RESTRICT): a claimed event stays for the claims' history.
      if (isViolation(error, 'foreignKeyViolation')) throw new EventHasClaims();
      throw error;
    }
    if (!deleted) throw new EventNotFound(id);
    await this.feed.settled();
    return { id };
  }

  /** Links employees as contacts; ones already linked stay linked once. */
  linkContacts(id: number, contactIds: number[]): Promise<EventDto> {
    return this.change(undefined, async () => {
      await this.found(this.events.lockById(id), id);
      await this.events.linkContacts(id, await this.existingContactIds(contactIds));
      return id;
    });
  }

  unlinkContact(id: number, contactId: number): Promise<EventDto> {
    return this.change(undefined, async () => {
      await this.found(this.events.lockById(id), id);
      if (!(await this.events.unlinkContact(id, contactId))) throw new NotFound('Event contact', contactId);
      return id;
    });
  }

  /** Adds a further venue; the primary one changes only through an update of the event. */
  addLocation(payload: NewLocationDto): Promise<EventDto> {
    return this.change(undefined, async () => {
      await this.found(this.events.lockById(payload.eventId), payload.eventId);
      await this.events.addLocation(payload.eventId, await this.venueFields(payload), false);
      return payload.eventId;
    });
  }

  /** The primary venue stays: travel distances are measured to it. */
  deleteLocation(id: number, locationId: number): Promise<EventDto> {
    return this.change(undefined, async () => {
      await this.found(this.events.lockById(id), id);
      const location = await this.found(this.events.findLocation(id, locationId), locationId, 'Event location');
      if (location.isPrimary) throw new PrimaryVenueKept();
      await this.events.deleteLocation(locationId);
      return id;
    });
  }

  /**
   * Runs a change of one event in a transaction and answers with the event as it then is.
   * `number`: the event number being written, for the friendly message when a concurrent write took it first.
   */
  private async change(number: string | undefined, work: () => Promise<number>): Promise<EventDto> {
    try {
      const event = await this.transactions.run(async () => {
        const id = await work();
        return toEventDto(await this.found(this.events.findById(id), id));
      });
      await this.feed.settled(); // the next calculation here sees the change
      return event;
    } catch (error) {
      if (number !== undefined && this.events.isDuplicateNumber(error)) throw new EventNumberTaken(number);
      throw error;
    }
  }

  private async found<T>(lookup: Promise<T | null>, id: number, what = 'Event'): Promise<T> {
    const record = await lookup;
    if (!record) throw new NotFound(what, id);
    return record;
  }

  private async checkNumberFree(number: string, exceptId?: number): Promise<void> {
    if (await this.events.isNumberTaken(number, exceptId)) throw new EventNumberTaken(number);
  }

  private async checkBandVersion(version: number): Promise<void> {
    if (!(await this.referenceData.bandVersionExists(version))) throw new DistanceBandVersionUnknown(version);
  }

  private async venueFields(venue: VenueDto): Promise<VenueFields> {
    const country = await this.referenceData.countryByIso(venue.countryISO_3166.toUpperCase());
    if (!country) throw new CountryInvalid();
    return {
      osmId: venue.osmid === undefined || venue.osmid === null ? null : String(venue.osmid),
      name: venue.name,
      city: venue.city,
      country,
      latitude: venue.latitude,
      longitude: venue.longitude,
    };
  }

  /** The distinct ids, all of which must be employees (share-locked until the transaction ends). */
  private async existingContactIds(ids: number[]): Promise<number[]> {
    const distinct = [...new Set(ids)];
    const existing = await this.events.lockExistingContactIds(distinct);
    const unknown = distinct.find((id) => !existing.has(id));
    if (unknown !== undefined) throw new EmployeeUnknown(unknown);
    return distinct;
  }
}

function coreFields(payload: EventCoreDto): EventFields {
  return {
    number: payload.number,
    title: payload.title,
    startDate: new Date(payload.startDate),
    endDate: new Date(payload.endDate),
    offlineDate: payload.offlineDate ? new Date(payload.offlineDate) : null,
    accommodationEligible: payload.accommodationEligible ?? false,
    maxNights: payload.maxNights ?? -1,
    distanceBandVersion: payload.distanceBandVersion,
  };
}
