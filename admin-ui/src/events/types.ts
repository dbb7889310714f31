import type { Identifier } from 'react-admin';

/** An employee as an event lists it (SPEC.md section 3, event contact). */
export interface EventContact {
  contactId: number;
  firstName: string;
  lastName: string;
  displayName: string;
  jobTitle: string | null;
  email: string;
  phone: string | null;
}

export interface EventLocation {
  locationId: number;
  name: string;
  city: string;
  country: string;
  countryISO_3166: string;
  osmid: number | null;
  latitude: number;
  longitude: number;
  primary: boolean;
}

export interface EventRecord {
  id: Identifier;
  number: string;
  title: string;
  location: EventLocation | null;
  startDate: string;
  endDate: string;
  offlineDate: string | null;
  accommodationEligible: boolean;
  maxNights: number;
  distanceBandVersion: number;
  languages: { language: string; title: string }[];
  contacts: EventContact[];
  locations: EventLocation[];
  rowVersion: number;
}

/** A venue as picked from the geocoder's suggestions (the `location` of the create payload). */
export interface Venue {
  osmid: number | null;
  name: string;
  city: string;
  countryISO_3166: string;
  /** The country's name as the suggestion gave it; shown only, not sent. */
  countryName?: string;
  latitude: number;
  longitude: number;
}

/** POST /api/events (SPEC.md section 3, event create payload). */
export interface EventCreatePayload {
  number: string;
  title: string;
  startDate: string;
  endDate: string;
  offlineDate: string | null;
  distanceBandVersion: number;
  accommodationEligible: boolean;
  maxNights: number;
  location: Omit<Venue, 'countryName'>;
  contacts: number[];
}

/** A feature of GET /api/geocode (Photon-shaped). */
export interface GeocoderFeature {
  properties: {
    type?: string;
    name?: string;
    street?: string;
    housenumber?: string;
    city?: string;
    postcode?: string;
    country?: string;
    countrycode?: string;
    osm_id?: number;
  };
  geometry: { coordinates: [number, number] };
}
