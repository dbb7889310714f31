import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Countries, refund rates, distance bands, employees, events with languages, contacts and venues, staff accounts. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    // Needed for the band-overlap exclusion constraint (integer equality inside a GiST index).
    await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await db.query(
      `CREATE TABLE "staff_account" ("id" SERIAL NOT NULL, "username" character varying(100) NOT NULL, "password_hash" character varying(200) NOT NULL, "roles" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_login_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_a7c945e39de97ad2b20e719fc28" UNIQUE ("username"), CONSTRAINT "PK_4d2399aabd15dae3014759ae87d" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "contact" ("id" SERIAL NOT NULL, "firstname" character varying(100) NOT NULL, "lastname" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(50), "job_title" character varying(200), "contact_type" smallint NOT NULL, CONSTRAINT "UQ_eff09bb429f175523787f46003b" UNIQUE ("email"), CONSTRAINT "contact_type_known" CHECK ("contact_type" IN (0, 1, 2)), CONSTRAINT "PK_2cbbe00f59ab6b3bb5b8d19f989" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "country" ("id" SERIAL NOT NULL, "iso_3166" character(2) NOT NULL, "name" character varying(100) NOT NULL, CONSTRAINT "UQ_c7a17d876ad28cb9c3e61551baa" UNIQUE ("iso_3166"), CONSTRAINT "PK_bf6e37c231c4f4ea56dcd887269" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "event_location" ("id" SERIAL NOT NULL, "osm_id" bigint, "name" character varying(300) NOT NULL, "city" character varying(200) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "is_primary" boolean NOT NULL DEFAULT false, "event_id" integer NOT NULL, "country_id" integer NOT NULL, CONSTRAINT "PK_ff5c43e186f7faf15a975004d76" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "event_location_one_primary" ON "event_location" ("event_id") WHERE "is_primary"`,
    );
    await db.query(
      `CREATE TABLE "event" ("id" SERIAL NOT NULL, "number" character varying(32) NOT NULL, "title" character varying(300) NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "offline_date" TIMESTAMP WITH TIME ZONE, "accommodation_eligible" boolean NOT NULL DEFAULT false, "max_nights" integer NOT NULL DEFAULT '-1', "distance_band_version" integer NOT NULL, "row_version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a0b389ba8f32c1b1d79678018f1" UNIQUE ("number"), CONSTRAINT "event_max_nights_valid" CHECK ("max_nights" >= -1), CONSTRAINT "event_dates_ordered" CHECK ("end_date" >= "start_date"), CONSTRAINT "PK_30c2f3bbaf6d34a55f8ae6e4614" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "event_language" ("id" SERIAL NOT NULL, "language" character varying(10) NOT NULL, "title" character varying(300) NOT NULL, "event_id" integer NOT NULL, CONSTRAINT "event_language_unique" UNIQUE ("event_id", "language"), CONSTRAINT "PK_4af6dda618be93ce015ea4ddffc" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "distance_band" ("id" SERIAL NOT NULL, "version" integer NOT NULL, "min_value" integer NOT NULL, "max_value" integer NOT NULL, "amount" numeric(12,2) NOT NULL, CONSTRAINT "distance_band_amount_not_negative" CHECK ("amount" >= 0), CONSTRAINT "distance_band_range_valid" CHECK ("min_value" >= 0 AND "max_value" >= "min_value"), CONSTRAINT "distance_band_version_positive" CHECK ("version" >= 1), CONSTRAINT "distance_band_no_overlap" EXCLUDE USING gist ("version" WITH =, int4range("min_value", "max_value", '[]') WITH &&), CONSTRAINT "PK_45da7b1031f5ee06c67de84469c" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "refund_rate" ("id" SERIAL NOT NULL, "refund_rate" numeric(12,2) NOT NULL, "source_country_id" integer NOT NULL, "target_country_id" integer NOT NULL, CONSTRAINT "refund_rate_pair_unique" UNIQUE ("source_country_id", "target_country_id"), CONSTRAINT "refund_rate_not_negative" CHECK ("refund_rate" >= 0), CONSTRAINT "PK_e54ff056312cde48eae01ec3f62" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "event_contact" ("event_id" integer NOT NULL, "contact_id" integer NOT NULL, CONSTRAINT "PK_046586d1d4e75636a1f1cd22888" PRIMARY KEY ("event_id", "contact_id"))`,
    );
    await db.query(`CREATE INDEX "IDX_96fab008a59d928f2566dc7991" ON "event_contact" ("event_id")`);
    await db.query(`CREATE INDEX "IDX_313ae9881688bc2e0b4c8b840d" ON "event_contact" ("contact_id")`);
    await db.query(
      `ALTER TABLE "event_location" ADD CONSTRAINT "FK_9b27330d15e92bd0f6f4aa7a024" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "event_location" ADD CONSTRAINT "FK_9d839106c1115e07016778f2ea0" FOREIGN KEY ("country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "event_language" ADD CONSTRAINT "FK_15ffe6ebdd29e5341ca1bede460" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "refund_rate" ADD CONSTRAINT "FK_e1b65eaa9071a0345442b2c3c91" FOREIGN KEY ("source_country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "refund_rate" ADD CONSTRAINT "FK_a11a8528965304436b3a04b1d45" FOREIGN KEY ("target_country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "event_contact" ADD CONSTRAINT "FK_96fab008a59d928f2566dc79912" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "event_contact" ADD CONSTRAINT "FK_313ae9881688bc2e0b4c8b840d0" FOREIGN KEY ("contact_id") REFERENCES "contact"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'event_contact',
      'refund_rate',
      'distance_band',
      'event_language',
      'event_location',
      'event',
      'country',
      'contact',
      'staff_account',
    ]) {
      await db.query(`DROP TABLE "${table}" CASCADE`);
    }
  }
}
