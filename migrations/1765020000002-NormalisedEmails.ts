import type { MigrationInterface, QueryRunner } from 'typeorm';

import { normaliseEmail } from '../server/src/platform/common/email-address.js';

/** Tables with an e-mail address that is compared with what a person types, and its column. */
const ADDRESSES = [
  ['claim', 'email'],
  ['guest_login_code', 'email'],
  ['guest_refresh_token', 'email'],
  ['contact', 'email'],
] as const;

/**
 * E-mail addresses stored in the one normalised form (normaliseEmail: trimmed, NFC, lower-cased by
 * JavaScript), so a guest's own claims are found by equality; and the index of that lookup.
 */
export class NormalisedEmails1765020000002 implements MigrationInterface {
  name = 'NormalisedEmails1765020000002';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, column] of ADDRESSES) {
      // Only rows that may change: ASCII addresses already lower-cased and trimmed are normal.
      const rows: { id: string; address: string }[] = await db.query(
        `SELECT id::text AS id, "${column}" AS address FROM "${table}"
          WHERE "${column}" ~ '[^\\x01-\\x7f]' OR "${column}" <> lower("${column}") OR "${column}" <> btrim("${column}")`,
      );
      for (const { id, address } of rows) {
        const normal = normaliseEmail(address);
        if (normal !== address) {
          await db.query(`UPDATE "${table}" SET "${column}" = $1 WHERE id::text = $2`, [normal, id]);
        }
      }
    }
    await db.query(`CREATE INDEX "claim_email_owner" ON "claim" ("email", "submitted_at", "id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "claim_email_owner"`);
  }
}
