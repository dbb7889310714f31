import { ContactType } from '@unit-costs/contract';

/** Demo content for trying the product out: employees, a handful of events and refund rates. */

export const DEMO_CONTACTS = [
  {
    firstname: 'Anna',
    lastname: 'Schneider',
    email: 'anna.schneider@academy.example',
    phone: '+49 651 93737-120',
    jobTitle: 'Programme Assistant',
    contactType: ContactType.Assistant,
  },
  {
    firstname: 'Markus',
    lastname: 'Weber',
    email: 'markus.weber@academy.example',
    phone: '+49 651 93737-140',
    jobTitle: 'Course Director, Civil Law',
    contactType: ContactType.Lawyer,
  },
  {
    firstname: 'Claire',
    lastname: 'Dubois',
    email: 'claire.dubois@academy.example',
    phone: '+49 651 93737-150',
    jobTitle: 'Course Director, Data Protection',
    contactType: ContactType.Lawyer,
  },
  {
    firstname: 'Jonas',
    lastname: 'Becker',
    email: 'jonas.becker@academy.example',
    phone: '+49 651 93737-160',
    jobTitle: 'Project Officer',
    contactType: ContactType.Employee,
  },
  {
    firstname: 'Sofia',
    lastname: 'Rossi',
    email: 'sofia.rossi@academy.example',
    phone: '+49 651 93737-170',
    jobTitle: 'Programme Assistant',
    contactType: ContactType.Assistant,
  },
];

export interface DemoVenue {
  name: string;
  city: string;
  iso: string;
  latitude: number;
  longitude: number;
  osmId: string;
}

const TRIER: DemoVenue = {
  name: 'ERA Conference Centre',
  city: 'Trier',
  iso: 'DE',
  latitude: 49.7535,
  longitude: 6.6508,
  osmId: '2821164',
};
const BRUSSELS: DemoVenue = {
  name: 'Residence Palace',
  city: 'Brussels',
  iso: 'BE',
  latitude: 50.8427,
  longitude: 4.3809,
  osmId: '2800866',
};
const LISBON: DemoVenue = {
  name: 'Centro de Estudos Judiciários',
  city: 'Lisbon',
  iso: 'PT',
  latitude: 38.7105,
  longitude: -9.1367,
  osmId: '2267057',
};
const VIENNA: DemoVenue = {
  name: 'Juridicum, University of Vienna',
  city: 'Vienna',
  iso: 'AT',
  latitude: 48.2133,
  longitude: 16.3612,
  osmId: '2761369',
};

export interface DemoEvent {
  number: string;
  title: string;
  /** Start, in days from the day the demo data is created, or the middle of last month. */
  start: number | 'mid-last-month';
  days: number;
  accommodationEligible: boolean;
  maxNights: number;
  venue: DemoVenue;
  contacts: string[];
  /** Its title in the participant app's other languages. */
  languages: { language: string; title: string }[];
}

/** The first one ended last month, so its claims can already request payment. */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    number: '126DT01',
    title: 'Recent Case Law of the Court of Justice in Civil Matters',
    start: 'mid-last-month',
    days: 2,
    accommodationEligible: true,
    maxNights: 2,
    venue: TRIER,
    contacts: ['anna.schneider@academy.example', 'markus.weber@academy.example'],
    languages: [
      { language: 'de', title: 'Aktuelle Rechtsprechung des Gerichtshofs in Zivilsachen' },
      { language: 'fr', title: 'La jurisprudence récente de la Cour de justice en matière civile' },
    ],
  },
  {
    number: '226DT02',
    title: 'Annual Conference on European Data Protection Law',
    start: 30,
    days: 2,
    accommodationEligible: true,
    maxNights: -1,
    venue: BRUSSELS,
    contacts: ['claire.dubois@academy.example', 'sofia.rossi@academy.example'],
    languages: [
      { language: 'de', title: 'Jahreskonferenz zum Europäischen Datenschutzrecht' },
      { language: 'fr', title: 'Conférence annuelle sur le droit européen de la protection des données' },
    ],
  },
  {
    number: '226DT03',
    title: 'Cross-border Insolvency Proceedings in the EU',
    start: 58,
    days: 1,
    accommodationEligible: false,
    maxNights: -1,
    venue: LISBON,
    contacts: ['markus.weber@academy.example', 'jonas.becker@academy.example'],
    languages: [
      { language: 'de', title: 'Grenzüberschreitende Insolvenzverfahren in der EU' },
      { language: 'fr', title: 'Les procédures d’insolvabilité transfrontalières dans l’UE' },
    ],
  },
  {
    number: '226DT04',
    title: 'Summer Course on European Criminal Law',
    start: 90,
    days: 5,
    accommodationEligible: true,
    maxNights: 4,
    venue: VIENNA,
    contacts: ['jonas.becker@academy.example', 'anna.schneider@academy.example'],
    languages: [
      { language: 'de', title: 'Sommerkurs zum Europäischen Strafrecht' },
      { language: 'fr', title: 'Cours d’été sur le droit pénal européen' },
    ],
  },
];

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** Per-night rate at a venue country, and a surcharge for participants from high-cost countries. */
const VENUE_RATE: Record<string, number> = { DE: 112, BE: 118, PT: 94, AT: 106 };
const HIGH_COST = new Set(['DK', 'FI', 'IE', 'LU', 'NL', 'SE']);

export function demoRefundRate(source: string, target: string): number {
  return VENUE_RATE[target] + (HIGH_COST.has(source) ? 12 : 0);
}

export const DEMO_VENUE_COUNTRIES = Object.keys(VENUE_RATE);
