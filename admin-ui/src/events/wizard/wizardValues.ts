import type { ContactDto, CreateEventDto, Venue } from '../../types';
import { coreDataRules, DEFAULT_BAND_VERSION, DEFAULT_MAX_NIGHTS, venueRules } from '../eventRules';

/** The wizard's form values: the event's core data, the picked venue and the picked employees. */
export interface WizardValues {
  number: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
  offlineDate: string | null;
  distanceBandVersion: number;
  accommodationEligible: boolean;
  maxNights: number | null;
  /** The picked suggestion; null until one is picked. */
  venue: Venue | null;
  venueName: string;
  venueCity: string;
  venueCountry: string;
  contacts: ContactDto[];
}

export const WIZARD_DEFAULTS: WizardValues = {
  number: '',
  title: '',
  startDate: null,
  endDate: null,
  offlineDate: null,
  distanceBandVersion: DEFAULT_BAND_VERSION,
  accommodationEligible: false,
  maxNights: DEFAULT_MAX_NIGHTS,
  venue: null,
  venueName: '',
  venueCity: '',
  venueCountry: '',
  contacts: [],
};

/** The steps' labels, as catalogue keys (i18n/en.ts). */
export const STEP_LABELS = [
  'console.events.steps.core',
  'console.events.steps.venue',
  'console.events.steps.employees',
  'console.events.steps.summary',
] as const;

/** The fields "Next" validates on leaving a step (steps 1 and 2; docs/rules.md, "Codes"). */
export const STEP_FIELDS: readonly (readonly string[])[] = [Object.keys(coreDataRules), Object.keys(venueRules), []];

/** POST /api/events (contract/openapi.json, event create payload). */
export function toCreatePayload(values: WizardValues): CreateEventDto {
  const venue = values.venue;
  return {
    number: values.number.trim(),
    title: values.title.trim(),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    offlineDate: values.offlineDate || null,
    distanceBandVersion: Number(values.distanceBandVersion),
    accommodationEligible: Boolean(values.accommodationEligible),
    maxNights: values.maxNights === null || values.maxNights === undefined ? -1 : Number(values.maxNights),
    location: {
      osmid: venue?.osmid ?? null,
      name: values.venueName.trim(),
      city: venue?.city ?? '',
      countryISO_3166: venue?.countryISO_3166 ?? '',
      latitude: venue?.latitude ?? 0,
      longitude: venue?.longitude ?? 0,
    },
    contacts: values.contacts.map((contact) => Number(contact.id)),
  };
}
