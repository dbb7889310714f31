import type { Identifier } from 'react-admin';

/** A cross-country refund entry: the rate per night for participants from one country at a venue in another. */
export interface RefundRateRecord {
  id: Identifier;
  sourceCountry: string;
  targetCountry: string;
  sourceCountryId: number;
  targetCountryId: number;
  refundRate: number;
}

/** GET /api/countries/autocomplete. */
export interface CountryOption {
  value: number;
  displayValue: string;
}
