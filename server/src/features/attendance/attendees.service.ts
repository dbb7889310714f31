import { Injectable } from '@nestjs/common';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import { maySeeRestricted } from '../../platform/auth/restriction.js';
import type { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { InvalidInput, type FieldErrors } from '../../platform/common/errors/domain-errors.js';
import { academyDate, calendarDay, eventDayList } from '../../platform/common/event-calendar.js';
import { textFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { mapPage, type Page } from '../../platform/common/lists/list-result.js';
import { englishCountryName } from '../../platform/common/place-names.js';
import { isViolation } from '../../platform/database/pg-errors.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { EventNotFound } from '../events/events.errors.js';
import { AttendanceScansRepository } from './attendance-scans.repository.js';
import { AttendeeEmailTaken, AttendeeNotFound, CountryUnknown, NotAnEventDay } from './attendance.errors.js';
import { parseAttendeeCsv, type ImportRow } from './attendee-csv.js';
import {
  AttendeesRepository,
  type AttendanceEvent,
  type AttendeeFields,
  type AttendeeRow,
} from './attendees.repository.js';
import type { AttendanceOverviewDto } from './dto/attendance-overview.dto.js';
import type { ImportResultDto, ImportRowDto } from './dto/attendee-import.dto.js';
import { toAttendeeDto, type AttendeeDto } from './dto/attendee.dto.js';
import type { SaveAttendeeDto } from './dto/save-attendee.dto.js';

/** What an import row does to the event's list. */
function actionOf(row: ImportRow, existing: AttendeeRow | undefined): ImportRowDto['action'] {
  if (row.problems.length > 0) return 'problem';
  if (!existing) return 'add';
  const { attendee } = row;
  const same =
    existing.firstname === attendee.firstname &&
    existing.lastname === attendee.lastname &&
    existing.institution === attendee.institution &&
    existing.city === attendee.city &&
    existing.countryIso === attendee.countryIso &&
    (attendee.feePaid === undefined || existing.feePaid === attendee.feePaid);
  return same ? 'unchanged' : 'update';
}

/** Attendees of an event: by hand, by import from a registration system's CSV, and ticked in at the door. */
@Injectable()
export class AttendeesService {
  constructor(
    private readonly attendees: AttendeesRepository,
    private readonly scans: AttendanceScansRepository,
    private readonly transactions: TransactionHost,
  ) {}

  async event(eventId: number): Promise<AttendanceEvent> {
    const event = await this.attendees.event(eventId);
    if (!event) throw new EventNotFound(eventId);
    return event;
  }

  /** The event's days (and today, if it is one), its attendees and ticks counted, its scans. */
  async overview(eventId: number): Promise<AttendanceOverviewDto> {
    const event = await this.event(eventId);
    const days = eventDayList(event.startDate, event.endDate);
    const today = academyDate(new Date());
    const [counts, scans] = await Promise.all([this.attendees.counts(eventId), this.scans.count(eventId)]);
    return {
      eventId,
      number: event.number,
      title: event.title,
      days,
      today: days.includes(today) ? today : null,
      attendees: counts.attendees,
      feePaid: counts.feePaid,
      checkedInAnyDay: counts.checkedInAnyDay,
      checkedIn: days.map((day) => ({ day, count: counts.perDay.find((row) => row.day === day)?.count ?? 0 })),
      scans,
    };
  }

  /** The attendees as `viewer` may see them: one whose claim is restricted shows no person (toAttendeeDto). */
  async list(eventId: number, query: ListQuery, viewer: Principal): Promise<Page<AttendeeDto>> {
    await this.event(eventId);
    const search = textFilter(query.filter, 'q');
    const page = await this.attendees.page(eventId, query, search, maySeeRestricted(viewer));
    return mapPage(page, (row) => toAttendeeDto(row, viewer));
  }

  async get(eventId: number, id: number, viewer: Principal): Promise<AttendeeDto> {
    return toAttendeeDto(await this.existing(eventId, id), viewer);
  }

  async add(eventId: number, input: SaveAttendeeDto, viewer: Principal): Promise<AttendeeDto> {
    await this.event(eventId);
    const id = await this.written(input, () => this.attendees.insert(eventId, fields(input)));
    return this.get(eventId, id, viewer);
  }

  async change(eventId: number, id: number, input: SaveAttendeeDto, viewer: Principal): Promise<AttendeeDto> {
    await this.existing(eventId, id);
    const found = await this.written(input, () => this.attendees.update(eventId, id, fields(input)));
    if (!found) throw new AttendeeNotFound(id);
    return this.get(eventId, id, viewer);
  }

  async delete(eventId: number, id: number): Promise<DeletedDto> {
    if (!(await this.attendees.delete(eventId, id))) throw new AttendeeNotFound(id);
    return { id };
  }

  /**
   * Reads the CSV and says, row by row, what it adds, updates or leaves; writes only when asked to
   * (`dryRun` false) and no row has a problem. Rows meet the event's attendees by e-mail address.
   */
  async import(eventId: number, text: string, dryRun: boolean): Promise<ImportResultDto> {
    await this.event(eventId);
    const parsed = parseAttendeeCsv(text);
    const existing = await this.attendees.byEmails(
      eventId,
      parsed.rows.map((row) => row.attendee.email).filter(Boolean),
    );
    const rows = parsed.rows.map((row): ImportRowDto => {
      const { attendee } = row;
      return {
        line: row.line,
        action: actionOf(row, existing.get(attendee.email)),
        email: attendee.email,
        firstname: attendee.firstname,
        lastname: attendee.lastname,
        institution: attendee.institution,
        city: attendee.city,
        country: attendee.countryIso === null ? null : englishCountryName(attendee.countryIso),
        feePaid: attendee.feePaid ?? null,
        problems: row.problems,
      };
    });
    const count = (action: ImportRowDto['action']) => rows.filter((row) => row.action === action).length;
    const result: ImportResultDto = {
      dryRun,
      written: false,
      added: count('add'),
      updated: count('update'),
      unchanged: count('unchanged'),
      problems: count('problem'),
      columns: parsed.columns,
      rows,
    };
    if (dryRun) return result;
    if (result.problems > 0) {
      const errors: FieldErrors = Object.create(null);
      for (const row of rows) if (row.problems.length) errors[`Line ${row.line}`] = row.problems;
      throw new ImportRefused(errors, result);
    }
    if (rows.length === 0) throw new InvalidInput({ File: ['The file lists no attendees.'] });
    await this.transactions.run(() =>
      this.attendees.upsert(
        eventId,
        parsed.rows.map((row) => row.attendee),
      ),
    );
    return { ...result, written: true };
  }

  /** Ticks the attendee in for `day` (default: today at the academy), which must be a day of the event. */
  async checkIn(eventId: number, id: number, day: string | undefined, principal: Principal): Promise<AttendeeDto> {
    const event = await this.event(eventId);
    await this.existing(eventId, id);
    const date = day === undefined ? academyDate(new Date()) : calendarDay(day);
    const days = eventDayList(event.startDate, event.endDate);
    if (!days.includes(date)) throw new NotAnEventDay(date, days[0], days[days.length - 1]);
    await this.attendees.checkIn(id, date, actorName(principal));
    return this.get(eventId, id, principal);
  }

  async undoCheckIn(eventId: number, id: number, day: string, viewer: Principal): Promise<AttendeeDto> {
    await this.existing(eventId, id);
    await this.attendees.undoCheckIn(id, calendarDay(day));
    return this.get(eventId, id, viewer);
  }

  private async existing(eventId: number, id: number): Promise<AttendeeRow> {
    const row = await this.attendees.findById(eventId, id);
    if (row) return row;
    await this.event(eventId);
    throw new AttendeeNotFound(id);
  }

  /** Runs a write, naming the database's refusals: an address already on the list, a country that is not. */
  private async written<T>(input: SaveAttendeeDto, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isViolation(error, 'uniqueViolation', 'attendee_email_per_event')) throw new AttendeeEmailTaken(input.email);
      if (isViolation(error, 'foreignKeyViolation') && input.countryId) throw new CountryUnknown(input.countryId);
      throw error;
    }
  }
}

/** 400 for an import with problems: the body names them by line and carries the whole preview. */
export class ImportRefused extends InvalidInput {
  override readonly extra: Record<string, unknown>;
  constructor(errors: FieldErrors, preview: ImportResultDto) {
    super(errors, `${preview.problems} row(s) have problems; nothing was imported.`);
    this.extra = { preview };
  }
}

function fields(input: SaveAttendeeDto): AttendeeFields {
  return {
    email: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    institution: input.institution ?? null,
    city: input.city ?? null,
    countryId: input.countryId ?? null,
    feePaid: input.feePaid ?? false,
  };
}
