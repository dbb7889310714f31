import { CITY_REQUIRED, COUNTRY_REQUIRED, mandatory, MAX_NIGHTS_MIN, VENUE_NAME_REQUIRED } from '@unit-costs/contract';
import type { TranslateFunction as Translate } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import type { FeatureDto, Venue } from '../types';

/** The distance-band version that means "none chosen" (contract/openapi.json). */
export const NO_VERSION = -1;

/** Defaults of a new event. */
export const DEFAULT_MAX_NIGHTS = 2;
export const DEFAULT_BAND_VERSION = 1;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

type Validator = (value: unknown, values: Record<string, unknown>) => string | undefined;

/** A missing core field is named by its label in the catalogue (i18n/en.ts), never by the API's key ('StartDate'). */
const missing = (source: string) => mandatory(i18nProvider.translate(`resources.events.fields.${source}`));

/** Field rules of the core data (wizard step 1 and the edit page's Save Changes). */
export const coreDataRules: Record<string, Validator> = {
  number: (value) => (blank(value) ? missing('number') : undefined),
  title: (value) => (blank(value) ? missing('title') : undefined),
  startDate: (value) => (blank(value) ? missing('startDate') : undefined),
  endDate: (value, values) => {
    if (blank(value)) return missing('endDate');
    const start = values.startDate;
    return !blank(start) && Date.parse(String(value)) < Date.parse(String(start))
      ? i18nProvider.translate('console.events.endBeforeStart')
      : undefined;
  },
  distanceBandVersion: (value) =>
    blank(value) || Number(value) === NO_VERSION ? missing('distanceBandVersion') : undefined,
  maxNights: (value) =>
    !blank(value) && (!Number.isInteger(Number(value)) || Number(value) < -1) ? MAX_NIGHTS_MIN : undefined,
};

/** Field rules of the venue (wizard step 2): City and Country come only from a picked suggestion. */
export const venueRules: Record<string, Validator> = {
  venueName: (value) => (blank(value) ? VENUE_NAME_REQUIRED : undefined),
  venueCity: (value) => (blank(value) ? CITY_REQUIRED : undefined),
  venueCountry: (value) => (blank(value) ? COUNTRY_REQUIRED : undefined),
};

/** Every problem of a set of values under some rules, in the rules' order. */
export function problemsOf(rules: Record<string, Validator>, values: Record<string, unknown>): string[] {
  return Object.entries(rules)
    .map(([field, rule]) => rule(values[field], values))
    .filter((problem): problem is string => problem !== undefined);
}

/** Max Night in the summary: the number if > 0, else 'Calculated' if eligible, else 'No Applicable'. */
export function maxNightsLabel(
  maxNights: number | null | undefined,
  accommodationEligible: boolean,
  translate: Translate = i18nProvider.translate,
): string {
  if (typeof maxNights === 'number' && maxNights > 0) return String(maxNights);
  return accommodationEligible ? translate('console.events.calculated') : translate('console.events.notApplicable');
}

/** A geocoder suggestion as a venue: an institution or a city, its country from the suggestion. */
export function venueFromFeature(feature: FeatureDto): Venue {
  const p = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  const name = p.name ?? p.street ?? p.city ?? '';
  return {
    osmid: typeof p.osm_id === 'number' ? p.osm_id : null,
    name,
    city: p.city ?? (p.type === 'city' || p.type === 'locality' ? name : ''),
    countryISO_3166: (p.countrycode ?? '').toUpperCase(),
    countryName: p.country,
    latitude,
    longitude,
  };
}

/** The suggestion list's second line: street, city and country of a feature. */
export function featureDetails(feature: FeatureDto): string {
  const p = feature.properties;
  const street = [p.street, p.housenumber].filter(Boolean).join(' ');
  const city = [p.postcode, p.city].filter(Boolean).join(' ');
  return [street, city !== p.name ? city : '', p.country].filter(Boolean).join(', ');
}
