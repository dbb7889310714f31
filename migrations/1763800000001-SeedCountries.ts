import countries from 'i18n-iso-countries';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every ISO 3166-1 country: alpha-2 code and English short name, from the i18n-iso-countries package. */
export class SeedCountries1763800000001 implements MigrationInterface {
  name = 'SeedCountries1763800000001';

  async up(db: QueryRunner): Promise<void> {
    const english = (await import('i18n-iso-countries/langs/en.json', { with: { type: 'json' } })).default;
    countries.registerLocale(english);
    const rows = Object.keys(countries.getAlpha2Codes())
      .map((code) => ({ code, name: countries.getName(code, 'en', { select: 'official' }) }))
      .filter((row): row is { code: string; name: string } => Boolean(row.name))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    await db.query(`INSERT INTO "country" ("iso_3166", "name") SELECT * FROM unnest($1::char(2)[], $2::varchar[])`, [
      rows.map((row) => row.code),
      rows.map((row) => row.name),
    ]);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM "country"`);
  }
}
