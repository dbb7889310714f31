import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Distance-band version 1 (km, both ends inclusive; no two points on Earth are more than about 20,015 km apart). */
export const DISTANCE_BANDS_V1 = [
  { minValue: 0, maxValue: 9, amount: 0 },
  { minValue: 10, maxValue: 99, amount: 23 },
  { minValue: 100, maxValue: 499, amount: 180 },
  { minValue: 500, maxValue: 1999, amount: 275 },
  { minValue: 2000, maxValue: 2999, amount: 360 },
  { minValue: 3000, maxValue: 3999, amount: 530 },
  { minValue: 4000, maxValue: 7999, amount: 820 },
  { minValue: 8000, maxValue: 20100, amount: 1500 },
];

export class SeedDistanceBandsV11763800000002 implements MigrationInterface {
  name = 'SeedDistanceBandsV11763800000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `INSERT INTO "distance_band" ("version", "min_value", "max_value", "amount")
       SELECT 1, * FROM unnest($1::int[], $2::int[], $3::numeric[])`,
      [
        DISTANCE_BANDS_V1.map((b) => b.minValue),
        DISTANCE_BANDS_V1.map((b) => b.maxValue),
        DISTANCE_BANDS_V1.map((b) => b.amount),
      ],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM "distance_band" WHERE "version" = 1`);
  }
}
