import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attendance evidence (issue 24): the registrations of an event, the days each attendee was ticked in
 * at the door, and the signed attendance sheets' scans.
 * - An attendee is one per (event, e-mail): a re-import updates, never duplicates. The e-mail is
 *   stored normalised (normaliseEmail), as claims store theirs, so a claim meets its attendee by equality.
 * - A check-in is a row of its own per (attendee, day): two staff ticking at once write two rows, and
 *   ticking the same person twice is the same row, so no tick is lost to another.
 * - Scans are bytes in PostgreSQL (docs/decisions.md, "Attendance"), never served but to staff.
 * Deleting an event takes its registrations and scans with it; an event with claims cannot be deleted.
 */
export class Attendance1766500000000 implements MigrationInterface {
  name = 'Attendance1766500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE attendee (
      id serial PRIMARY KEY,
      event_id integer NOT NULL REFERENCES event(id) ON DELETE CASCADE,
      email varchar(254) NOT NULL,
      firstname varchar(100) NOT NULL,
      lastname varchar(100) NOT NULL,
      institution varchar(300),
      city varchar(200),
      country_id integer REFERENCES country(id) ON DELETE RESTRICT,
      fee_paid boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT attendee_email_per_event UNIQUE (event_id, email)
    )`);
    await db.query(`CREATE TABLE attendee_check_in (
      attendee_id integer NOT NULL REFERENCES attendee(id) ON DELETE CASCADE,
      day date NOT NULL,
      checked_in_at timestamptz NOT NULL DEFAULT now(),
      checked_in_by varchar(200) NOT NULL,
      PRIMARY KEY (attendee_id, day)
    )`);
    await db.query(`CREATE TABLE attendance_scan (
      id serial PRIMARY KEY,
      event_id integer NOT NULL REFERENCES event(id) ON DELETE CASCADE,
      day date,
      file_name varchar(255) NOT NULL,
      media_type varchar(50) NOT NULL,
      size integer NOT NULL,
      content bytea NOT NULL,
      uploaded_by varchar(200) NOT NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX attendance_scan_event ON attendance_scan (event_id, uploaded_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE attendance_scan`);
    await db.query(`DROP TABLE attendee_check_in`);
    await db.query(`DROP TABLE attendee`);
  }
}
