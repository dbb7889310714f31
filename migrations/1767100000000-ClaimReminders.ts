import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminder mails for claims still Saved (docs/decisions.md, "Claims", "Reminders"): when each of a
 * claim's two reminders was sent, a week after its event ended and a week before the claim deadline
 * (the event's offline date). The job sets the column in the transaction that writes the mail to the
 * outbox, so a reminder goes out once however many replicas run it.
 */
export class ClaimReminders1767100000000 implements MigrationInterface {
  name = 'ClaimReminders1767100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim"
      ADD COLUMN "reminded_after_event_at" timestamptz,
      ADD COLUMN "reminded_before_deadline_at" timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "claim" DROP COLUMN "reminded_after_event_at", DROP COLUMN "reminded_before_deadline_at"`,
    );
  }
}
