import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { AttendanceEntryDto, SentMailDto } from './dto/participant-data.dto.js';

/** What the product holds about one address (normalised, as claims store it). */
@Injectable()
export class ParticipantDataRepository {
  constructor(private readonly db: TransactionHost) {}

  async claimIds(email: string): Promise<string[]> {
    const rows: { id: string }[] = await this.db.manager.query(
      `SELECT id FROM claim WHERE email = $1 ORDER BY submitted_at, id`,
      [email],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Name and phone as the address's latest claim has them: not an anonymised one (they are gone) nor
   * one restricted at the owner's request (no longer used for anything). Served by claim_email_owner.
   */
  async lastContact(email: string): Promise<{ firstname: string; lastname: string; phone: string } | null> {
    const rows: { firstname: string; lastname: string; phone: string }[] = await this.db.manager.query(
      `SELECT firstname, lastname, phone FROM claim
       WHERE email = $1 AND anonymised_at IS NULL AND restricted_at IS NULL
       ORDER BY submitted_at DESC, id DESC LIMIT 1`,
      [email],
    );
    return rows[0] ?? null;
  }

  /** The address's attendance: per event, the attendee's entry and the days checked in. */
  async attendance(email: string): Promise<AttendanceEntryDto[]> {
    const rows: {
      number: string;
      title: string;
      firstname: string;
      lastname: string;
      institution: string | null;
      city: string | null;
      fee_paid: boolean;
      days: string[];
    }[] = await this.db.manager.query(
      `SELECT event.number, event.title, attendee.firstname, attendee.lastname, attendee.institution, attendee.city,
         attendee.fee_paid, coalesce(array_agg(check_in.day::text ORDER BY check_in.day)
           FILTER (WHERE check_in.day IS NOT NULL), '{}') AS days
       FROM attendee JOIN event ON event.id = attendee.event_id
       LEFT JOIN attendee_check_in check_in ON check_in.attendee_id = attendee.id
       WHERE attendee.email = $1 GROUP BY attendee.id, event.id ORDER BY event.start_date, attendee.id`,
      [email],
    );
    return rows.map((row) => ({
      eventNumber: row.number,
      eventTitle: row.title,
      firstname: row.firstname,
      lastname: row.lastname,
      institution: row.institution,
      city: row.city,
      feePaid: row.fee_paid,
      checkedInOn: row.days,
    }));
  }

  async mails(email: string): Promise<SentMailDto[]> {
    const rows: { kind: string; created_at: Date; sent_at: Date | null }[] = await this.db.manager.query(
      `SELECT kind, created_at, sent_at FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id`,
      [email],
    );
    return rows.map((row) => ({
      kind: row.kind,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    }));
  }
}
