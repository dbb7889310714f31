/** A country as calculations and claims need it. */
export interface CountryFacts {
  id: number;
  iso3166: string;
  name: string;
}

/** A distance band: the travel amount for minValue..maxValue km (both inclusive) of a version. */
export interface BandFacts {
  version: number;
  minValue: number;
  maxValue: number;
  amount: number;
}

/** The reference data a refund calculation reads, answered from memory. */
export interface ReferenceDataLookup {
  country(id: number): CountryFacts | undefined;
  /** The band of `version` containing `km` (whole km). */
  band(version: number, km: number): BandFacts | undefined;
  /** The per-night rate for participants from one country at a venue in another, if staff defined one. */
  refundRate(sourceCountryId: number, targetCountryId: number): number | undefined;
}
