import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../../../platform/database/transaction-host.js';

/** A claim of the event with every unit-cost figure, amounts as PostgreSQL's exact numeric text. */
export interface AuditClaimRow {
  identifier: string;
  status: number;
  lastname: string;
  firstname: string;
  email: string;
  institution: string;
  city: string;
  country: string;
  venueCountry: string;
  distanceKm: number;
  bandVersion: number;
  bandMin: number | null;
  bandMax: number | null;
  travelType: number;
  travelAmount: string;
  nights: number;
  nightlyRate: string | null;
  accommodationTotal: string;
  totalAmount: string;
  submittedAt: Date;
  /** The day the bank executed its transfer (or it was marked paid by hand), 'YYYY-MM-DD'. */
  paidOn: string | null;
  registered: boolean;
  feePaid: boolean;
  checkedInDays: string[];
}

/** The claims of one country pair (participant's country to the venue's), added up exactly. */
export interface CountryPairRow {
  source: string;
  target: string;
  claims: number;
  nightlyRates: string[];
  travel: string;
  accommodation: string;
  total: string;
}

export interface RateRow {
  source: string;
  rate: string;
}

export interface BandRow {
  min: number;
  max: number;
  amount: string;
}

/** The audit pack's reads: the event's claims as saved (their snapshot), and the rates and bands in force. */
@Injectable()
export class AuditPackRepository {
  constructor(private readonly db: TransactionHost) {}

  claims(eventId: number): Promise<AuditClaimRow[]> {
    return this.db.manager.query(
      `SELECT claim.identifier, claim.status, claim.lastname, claim.firstname, claim.email, claim.institution,
              claim.city, country.name AS country, venue_country.name AS "venueCountry",
              claim.distance_km AS "distanceKm", claim.distance_band_version AS "bandVersion",
              band.min_value AS "bandMin", band.max_value AS "bandMax", claim.travel_type AS "travelType",
              claim.travel_amount::text AS "travelAmount", claim.nights, claim.nightly_rate::text AS "nightlyRate",
              claim.accommodation_total::text AS "accommodationTotal", claim.total_amount::text AS "totalAmount",
              claim.submitted_at AS "submittedAt",
              to_char(claim.paid_on, 'YYYY-MM-DD') AS "paidOn",
              attendee.id IS NOT NULL AS registered, coalesce(attendee.fee_paid, false) AS "feePaid",
              ARRAY(SELECT to_char(check_in.day, 'YYYY-MM-DD') FROM attendee_check_in check_in
                    WHERE check_in.attendee_id = attendee.id ORDER BY check_in.day) AS "checkedInDays"
       FROM claim
       JOIN country ON country.id = claim.country_id
       JOIN country venue_country ON venue_country.id = claim.venue_country_id
       -- The band of the claim's saved version covering its saved distance, as the report's rollup counts it.
       LEFT JOIN distance_band band ON band.version = claim.distance_band_version
                                   AND claim.distance_km BETWEEN band.min_value AND band.max_value
       LEFT JOIN attendee ON attendee.event_id = claim.event_id AND attendee.email = claim.email
       WHERE claim.event_id = $1
       ORDER BY lower(claim.lastname), lower(claim.firstname), claim.identifier`,
      [eventId],
    );
  }

  countryPairs(eventId: number): Promise<CountryPairRow[]> {
    return this.db.manager.query(
      `SELECT country.name AS source, venue_country.name AS target, count(*)::int AS claims,
              coalesce((array_agg(DISTINCT claim.nightly_rate) FILTER (WHERE claim.nightly_rate IS NOT NULL))::text[],
                       '{}') AS "nightlyRates",
              sum(claim.travel_amount)::text AS travel, sum(claim.accommodation_total)::text AS accommodation,
              sum(claim.total_amount)::text AS total
       FROM claim
       JOIN country ON country.id = claim.country_id
       JOIN country venue_country ON venue_country.id = claim.venue_country_id
       WHERE claim.event_id = $1
       GROUP BY country.name, venue_country.name
       ORDER BY country.name, venue_country.name`,
      [eventId],
    );
  }

  /** The refund rates into the event's venue country, as they stand now. */
  ratesInto(eventId: number): Promise<RateRow[]> {
    return this.db.manager.query(
      `SELECT source.name AS source, rate.refund_rate::text AS rate
       FROM event_location venue
       JOIN refund_rate rate ON rate.target_country_id = venue.country_id
       JOIN country source ON source.id = rate.source_country_id
       WHERE venue.event_id = $1 AND venue.is_primary
       ORDER BY source.name`,
      [eventId],
    );
  }

  /** The bands of the event's distance-band version, as they stand now. */
  bands(eventId: number): Promise<BandRow[]> {
    return this.db.manager.query(
      `SELECT band.min_value AS min, band.max_value AS max, band.amount::text AS amount
       FROM event JOIN distance_band band ON band.version = event.distance_band_version
       WHERE event.id = $1 ORDER BY band.min_value`,
      [eventId],
    );
  }
}
