import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { In } from 'typeorm';

import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { Contact } from '../contacts/contact.entity.js';
import { EventLocation } from '../events/event-location.entity.js';
import { Event } from '../events/event.entity.js';
import { Country } from '../reference-data/country.entity.js';
import { RefundRate } from '../reference-data/refund-rate.entity.js';
import { DEMO_CONTACTS, DEMO_EVENTS, DEMO_VENUE_COUNTRIES, demoRefundRate, EU_COUNTRIES } from './demo-data.js';

const DAY_MS = 86_400_000;
/** Serialises seeding across replicas that start together. */
const SEED_LOCK = 7_353_002;

/** Fills an empty database with demo data when DEMO_DATA is on (the default for the embedded database). */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly transactions: TransactionHost,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    const seeded = await this.transactions.run(async () => {
      const db = this.transactions.manager;
      await db.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      // Only into an empty database: demo data never mixes with real records.
      if ((await db.count(Event)) > 0 || (await db.count(Contact)) > 0) return false;
      await this.seed();
      return true;
    });
    if (seeded) {
      this.logger.log(`Demo data created: events ${DEMO_EVENTS.map((e) => e.number).join(', ')}`);
    }
  }

  /** Demo fixtures of several modules at once, written directly: the one place that does (docs/architecture.md). */
  private async seed(): Promise<void> {
    const db = this.transactions.manager;
    const countries = new Map(
      (await db.findBy(Country, { iso3166: In([...EU_COUNTRIES, ...DEMO_VENUE_COUNTRIES]) })).map((c) => [
        c.iso3166,
        c,
      ]),
    );
    const contacts = new Map((await db.save(Contact, DEMO_CONTACTS)).map((c) => [c.email, c]));

    const now = new Date();
    for (const demo of DEMO_EVENTS) {
      const start =
        demo.start === 'mid-last-month'
          ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 14, 8))
          : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + demo.start, 8));
      const event = await db.save(Event, {
        number: demo.number,
        title: demo.title,
        startDate: start,
        endDate: new Date(start.getTime() + (demo.days - 1) * DAY_MS + 9 * 3600_000), // 17:00 UTC on the last day
        offlineDate: new Date(start.getTime() + 120 * DAY_MS),
        accommodationEligible: demo.accommodationEligible,
        maxNights: demo.maxNights,
        distanceBandVersion: 1,
        contacts: demo.contacts.map((email) => contacts.get(email)!),
        languages: demo.languages,
      });
      await db.save(EventLocation, {
        event,
        osmId: demo.venue.osmId,
        name: demo.venue.name,
        city: demo.venue.city,
        country: countries.get(demo.venue.iso)!,
        latitude: demo.venue.latitude,
        longitude: demo.venue.longitude,
        isPrimary: true,
      });
    }

    await db.save(
      RefundRate,
      EU_COUNTRIES.flatMap((source) =>
        DEMO_VENUE_COUNTRIES.map((target) => ({
          sourceCountry: countries.get(source)!,
          targetCountry: countries.get(target)!,
          refundRate: demoRefundRate(source, target),
        })),
      ),
    );
  }
}
