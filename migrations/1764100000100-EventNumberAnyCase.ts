import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event numbers are looked up without regard to case (the claim link `/claims/create/126dt01`), so two
 * events may not differ in case only. Fails, naming the index, if a database already holds such a pair.
 */
export class EventNumberAnyCase1764100000100 implements MigrationInterface {
  name = 'EventNumberAnyCase1764100000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE UNIQUE INDEX "event_number_lower" ON "event" (lower("number"))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "event_number_lower"`);
  }
}
