import { Injectable } from '@nestjs/common';

import { containsPattern } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { sortExpression } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { ImportedAttendee } from './attendee-csv.js';
import type { ClaimAttendanceDto } from './dto/claim-attendance.dto.js';

/** An event as the attendance pages and documents name it. */
export interface AttendanceEvent {
  id: number;
  number: string;
  title: string;
  startDate: Date;
  endDate: Date;
  distanceBandVersion: number;
  venueName: string | null;
  venueCity: string | null;
  venueCountry: string | null;
}

/** What staff type for an attendee. */
export interface AttendeeFields {
  email: string;
  firstname: string;
  lastname: string;
  institution: string | null;
  city: string | null;
  countryId: number | null;
  feePaid: boolean;
}

/** An attendee with what the console shows beside it. */
export interface AttendeeRow extends AttendeeFields {
  id: number;
  eventId: number;
  countryIso: string | null;
  countryName: string | null;
  /** Days ticked in, 'YYYY-MM-DD', in order. */
  checkedInDays: string[];
  /** The attendee's claim for the event (not a rejected one if there is another), if any. */
  claimGuid: string | null;
  claimIdentifier: string | null;
  claimStatus: number | null;
  claimCity: string | null;
  claimCountry: string | null;
  /** The claim is restricted at its owner's request (claims/restriction.ts). */
  claimRestrictedAt: Date | null;
}

/** The first entry is the default order: by last name, then first name. */
const SORTABLE = {
  lastname: 'lower(attendee.lastname), lower(attendee.firstname)',
  firstname: 'lower(attendee.firstname), lower(attendee.lastname)',
  email: 'attendee.email',
  institution: 'lower(attendee.institution)',
  feePaid: 'attendee.fee_paid',
  id: 'attendee.id',
};

const ATTENDEE_COLUMNS = `
  attendee.id, attendee.event_id AS "eventId", attendee.email, attendee.firstname, attendee.lastname,
  attendee.institution, attendee.city, attendee.country_id AS "countryId", country.iso_3166 AS "countryIso",
  country.name AS "countryName", attendee.fee_paid AS "feePaid",
  ARRAY(SELECT to_char(check_in.day, 'YYYY-MM-DD') FROM attendee_check_in check_in
        WHERE check_in.attendee_id = attendee.id ORDER BY check_in.day) AS "checkedInDays",
  claim.id AS "claimGuid", claim.identifier AS "claimIdentifier", claim.status AS "claimStatus",
  claim.city AS "claimCity", claim.country AS "claimCountry", claim.restricted_at AS "claimRestrictedAt"`;

// A claim meets its attendee by event and normalised e-mail (both stored normalised).
const ATTENDEE_JOINS = `
  LEFT JOIN country ON country.id = attendee.country_id
  LEFT JOIN LATERAL (
    SELECT claim.id, claim.identifier, claim.status, claim.city, claim_country.name AS country, claim.restricted_at
    FROM claim JOIN country claim_country ON claim_country.id = claim.country_id
    WHERE claim.email = attendee.email AND claim.event_id = attendee.event_id
    ORDER BY claim.status = 5, claim.submitted_at DESC LIMIT 1
  ) claim ON true`;

/** Attendees of events and their check-ins, in SQL (the tables have no TypeORM entities). */
@Injectable()
export class AttendeesRepository {
  constructor(private readonly db: TransactionHost) {}

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.db.manager.query(sql, parameters);
  }

  async event(eventId: number): Promise<AttendanceEvent | null> {
    const [event] = await this.query<AttendanceEvent>(
      `SELECT event.id, event.number, event.title, event.start_date AS "startDate", event.end_date AS "endDate",
              event.distance_band_version AS "distanceBandVersion", venue.name AS "venueName", venue.city AS "venueCity", venue_country.name AS "venueCountry"
       FROM event
       LEFT JOIN event_location venue ON venue.event_id = event.id AND venue.is_primary
       LEFT JOIN country venue_country ON venue_country.id = venue.country_id
       WHERE event.id = $1`,
      [eventId],
    );
    return event ?? null;
  }

  /**
   * A page of the event's attendees, those whose name or e-mail contains `search` if given. Without
   * `searchRestricted`, a search by name or address never finds a person whose claim is restricted.
   */
  async page(
    eventId: number,
    query: ListQuery,
    search: string | undefined,
    searchRestricted: boolean,
  ): Promise<Page<AttendeeRow>> {
    const parameters: unknown[] = [eventId];
    let where = 'attendee.event_id = $1';
    if (search) {
      parameters.push(containsPattern(search));
      // Accents and case aside ('wisniewski' finds Wiśniewski): at the door names are typed as heard.
      where += ` AND (unaccent(attendee.firstname || ' ' || attendee.lastname) ILIKE unaccent($2)
                 OR unaccent(attendee.lastname || ' ' || attendee.firstname) ILIKE unaccent($2)
                 OR attendee.email ILIKE $2)`;
      if (!searchRestricted) {
        where += ` AND NOT EXISTS (SELECT 1 FROM claim WHERE claim.email = attendee.email
                   AND claim.event_id = attendee.event_id AND claim.restricted_at IS NOT NULL)`;
      }
    }
    const field = query.sort?.field ?? 'lastname';
    const direction = query.sort?.order === 'DESC' ? 'DESC' : 'ASC';
    const order = sortExpression(SORTABLE, field)
      .split(', ')
      .map((part) => `${part} ${direction}`)
      .join(', ');
    const [items, [{ total }]] = await Promise.all([
      this.query<AttendeeRow>(
        `SELECT ${ATTENDEE_COLUMNS} FROM attendee ${ATTENDEE_JOINS}
         WHERE ${where} ORDER BY ${order}, attendee.id LIMIT ${query.limit} OFFSET ${query.offset}`,
        parameters,
      ),
      this.query<{ total: number }>(`SELECT count(*)::int AS total FROM attendee WHERE ${where}`, parameters),
    ]);
    return { items, total };
  }

  /** How many attendees the event has, with the fee paid, checked in on any day, and per day. */
  async counts(eventId: number): Promise<{
    attendees: number;
    feePaid: number;
    checkedInAnyDay: number;
    perDay: { day: string; count: number }[];
  }> {
    const [[totals], perDay] = await Promise.all([
      this.query<{ attendees: number; feePaid: number; checkedInAnyDay: number }>(
        `SELECT count(*)::int AS attendees, count(*) FILTER (WHERE fee_paid)::int AS "feePaid",
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM attendee_check_in check_in
                                               WHERE check_in.attendee_id = attendee.id))::int AS "checkedInAnyDay"
         FROM attendee WHERE event_id = $1`,
        [eventId],
      ),
      this.query<{ day: string; count: number }>(
        `SELECT to_char(check_in.day, 'YYYY-MM-DD') AS day, count(*)::int AS count
         FROM attendee_check_in check_in JOIN attendee ON attendee.id = check_in.attendee_id
         WHERE attendee.event_id = $1 GROUP BY check_in.day ORDER BY check_in.day`,
        [eventId],
      ),
    ]);
    return { ...totals, perDay };
  }

  /** Every attendee of the event, by name: the signature sheets and the audit pack. */
  all(eventId: number): Promise<AttendeeRow[]> {
    return this.query(
      `SELECT ${ATTENDEE_COLUMNS} FROM attendee ${ATTENDEE_JOINS}
       WHERE attendee.event_id = $1 ORDER BY ${SORTABLE.lastname}, attendee.id`,
      [eventId],
    );
  }

  async findById(eventId: number, id: number): Promise<AttendeeRow | null> {
    const [row] = await this.query<AttendeeRow>(
      `SELECT ${ATTENDEE_COLUMNS} FROM attendee ${ATTENDEE_JOINS} WHERE attendee.event_id = $1 AND attendee.id = $2`,
      [eventId, id],
    );
    return row ?? null;
  }

  /** The event's attendees with these e-mail addresses, by address: what an import would update. */
  async byEmails(eventId: number, emails: string[]): Promise<Map<string, AttendeeRow>> {
    const rows = await this.query<AttendeeRow>(
      `SELECT ${ATTENDEE_COLUMNS} FROM attendee ${ATTENDEE_JOINS}
       WHERE attendee.event_id = $1 AND attendee.email = ANY($2::text[])`,
      [eventId, emails],
    );
    return new Map(rows.map((row) => [row.email, row]));
  }

  async insert(eventId: number, fields: AttendeeFields): Promise<number> {
    const [{ id }] = await this.query<{ id: number }>(
      `INSERT INTO attendee (event_id, email, firstname, lastname, institution, city, country_id, fee_paid)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [eventId, ...fieldValues(fields)],
    );
    return id;
  }

  async update(eventId: number, id: number, fields: AttendeeFields): Promise<boolean> {
    // UPDATE and DELETE answer [rows, count] through TypeORM.
    const [, count] = await this.db.manager.query(
      `UPDATE attendee SET email = $3, firstname = $4, lastname = $5, institution = $6, city = $7,
              country_id = $8, fee_paid = $9, updated_at = now()
       WHERE event_id = $1 AND id = $2`,
      [eventId, id, ...fieldValues(fields)],
    );
    return count > 0;
  }

  async delete(eventId: number, id: number): Promise<boolean> {
    const [, count] = await this.db.manager.query(`DELETE FROM attendee WHERE event_id = $1 AND id = $2`, [
      eventId,
      id,
    ]);
    return count > 0;
  }

  /**
   * Adds the file's attendees and updates those the event has by e-mail, in one statement: two imports
   * at once never make one address twice. A file without a fee-paid column leaves the flag as it is.
   */
  async upsert(eventId: number, attendees: ImportedAttendee[]): Promise<void> {
    await this.query(
      `INSERT INTO attendee (event_id, email, firstname, lastname, institution, city, country_id, fee_paid)
       SELECT $1, row.email, row.firstname, row.lastname, row.institution, row.city, country.id,
              coalesce(row."feePaid", false)
       FROM jsonb_to_recordset($2::jsonb) AS row(email text, firstname text, lastname text, institution text,
                                               city text, "countryIso" text, "feePaid" boolean)
       LEFT JOIN country ON country.iso_3166 = row."countryIso"
       ON CONFLICT ON CONSTRAINT attendee_email_per_event DO UPDATE SET
         firstname = excluded.firstname, lastname = excluded.lastname, institution = excluded.institution,
         city = excluded.city, country_id = excluded.country_id,
         fee_paid = CASE WHEN $3 THEN excluded.fee_paid ELSE attendee.fee_paid END,
         updated_at = now()`,
      [eventId, JSON.stringify(attendees), attendees.some((attendee) => attendee.feePaid !== undefined)],
    );
  }

  /** Ticks an attendee in for a day; ticking again is the same row (nobody's tick replaces another's). */
  async checkIn(attendeeId: number, day: string, by: string): Promise<void> {
    await this.query(
      `INSERT INTO attendee_check_in (attendee_id, day, checked_in_by) VALUES ($1, $2, $3)
       ON CONFLICT (attendee_id, day) DO NOTHING`,
      [attendeeId, day, by],
    );
  }

  async undoCheckIn(attendeeId: number, day: string): Promise<void> {
    await this.query(`DELETE FROM attendee_check_in WHERE attendee_id = $1 AND day = $2`, [attendeeId, day]);
  }

  /** Each claim's attendance (by its event and address), with its id: one statement for a page of claims. */
  ofClaims(claims: { id: string; eventId: number; email: string }[]): Promise<(ClaimAttendanceDto & { id: string })[]> {
    return this.query(
      `SELECT claim.id, attendee.id IS NOT NULL AS registered, coalesce(attendee.fee_paid, false) AS "feePaid",
              ARRAY(SELECT to_char(check_in.day, 'YYYY-MM-DD') FROM attendee_check_in check_in
                    WHERE check_in.attendee_id = attendee.id ORDER BY check_in.day) AS "checkedInDays",
              EXISTS (SELECT 1 FROM attendance_scan scan WHERE scan.event_id = claim."eventId") AS "signedSheetsUploaded"
       FROM jsonb_to_recordset($1::jsonb) AS claim(id text, "eventId" integer, email text)
       LEFT JOIN attendee ON attendee.event_id = claim."eventId" AND attendee.email = claim.email`,
      [JSON.stringify(claims)],
    );
  }
}

function fieldValues(fields: AttendeeFields): unknown[] {
  const { email, firstname, lastname, institution, city, countryId, feePaid } = fields;
  return [email, firstname, lastname, institution, city, countryId, feePaid];
}
