import type { CountryFacts } from '../../reference-data/dto/reference-data.lookup.js';

/** The primary venue of an event: where travel distances are measured to. */
export interface VenueFacts {
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  country: CountryFacts;
}

/** What a refund calculation needs to know of an event, and what a saved claim's answer and mail name it by. */
export interface EventFacts {
  id: number;
  number: string;
  title: string;
  startDate: Date;
  endDate: Date;
  offlineDate: Date | null;
  accommodationEligible: boolean;
  maxNights: number;
  distanceBandVersion: number;
  /** Its titles in other languages, as a saved claim's confirmation names it in the claim's language. */
  languages: { language: string; title: string }[];
  /** Null for an event without a primary venue. */
  venue: VenueFacts | null;
}

/** The calculation facts of events, answered from memory. */
export interface EventFactsLookup {
  event(id: number): EventFacts | undefined;
}
