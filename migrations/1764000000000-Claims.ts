import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claims and their audit history. The transaction numbers come from claim_identifier_seq; the
 * e-mail indexes keep a guest's own list and the staff's e-mail filter fast at a million claims.
 */
export class Claims1764000000000 implements MigrationInterface {
  name = 'Claims1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE SEQUENCE "claim_identifier_seq"`);
    await db.query(
      `CREATE TABLE "claim" ("id" uuid NOT NULL, "identifier" character varying(20) NOT NULL, "status" smallint NOT NULL, "confirmed" boolean NOT NULL DEFAULT false, "firstname" character varying(100) NOT NULL, "lastname" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(50) NOT NULL, "institution" character varying(300) NOT NULL, "street" character varying(200) NOT NULL, "postal_code" character varying(20) NOT NULL, "city" character varying(200) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "travel_type" smallint NOT NULL, "venue_name" character varying(300) NOT NULL, "venue_city" character varying(200) NOT NULL, "distance_km" integer NOT NULL, "distance_band_version" integer NOT NULL, "travel_amount" numeric(12,2) NOT NULL, "nights" integer NOT NULL, "nightly_rate" numeric(12,2), "accommodation_total" numeric(12,2) NOT NULL, "total_amount" numeric(12,2) NOT NULL, "reject_reason" smallint, "othertxt" text, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "row_version" integer NOT NULL, "event_id" integer NOT NULL, "country_id" integer NOT NULL, "venue_country_id" integer NOT NULL, CONSTRAINT "claim_identifier_unique" UNIQUE ("identifier"), CONSTRAINT "claim_nights_not_negative" CHECK ("nights" >= 0), CONSTRAINT "claim_total_adds_up" CHECK ("total_amount" = "travel_amount" + "accommodation_total"), CONSTRAINT "PK_466b305cc2e591047fa1ce58f81" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "claim_event" ON "claim" ("event_id")`);
    await db.query(`CREATE INDEX "claim_submitted" ON "claim" ("submitted_at", "id")`);
    await db.query(`CREATE INDEX "claim_status_submitted" ON "claim" ("status", "submitted_at", "id")`);
    await db.query(`CREATE INDEX "claim_email_lower" ON "claim" (lower("email"), "submitted_at", "id")`);
    await db.query(`CREATE INDEX "claim_email_trgm" ON "claim" USING gin (lower("email") gin_trgm_ops)`);
    await db.query(
      `CREATE TABLE "claim_audit" ("id" SERIAL NOT NULL, "action" smallint NOT NULL, "description" character varying(500) NOT NULL, "username" character varying(254) NOT NULL, "reject_reason" smallint, "othertxt" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "claim_id" uuid NOT NULL, CONSTRAINT "PK_6ae3fe614bf000fb702ff3b4d47" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "claim_audit_claim" ON "claim_audit" ("claim_id", "id")`);
    await db.query(
      `ALTER TABLE "claim" ADD CONSTRAINT "FK_d57c5b43e7ecc360d67e0d86b77" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "claim" ADD CONSTRAINT "FK_4fcfc651d59571feea7abe9d637" FOREIGN KEY ("country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "claim" ADD CONSTRAINT "FK_5a9e57c5e02af9dbf99beb7b95a" FOREIGN KEY ("venue_country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "claim_audit" ADD CONSTRAINT "FK_977a8d639fd30947ab22546ac5d" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "claim_audit"`);
    await db.query(`DROP TABLE "claim"`);
    await db.query(`DROP SEQUENCE "claim_identifier_seq"`);
  }
}
