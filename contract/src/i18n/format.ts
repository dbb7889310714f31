import { IntlMessageFormat } from 'intl-messageformat';

import { ACADEMY_TIME_ZONE } from '../time-zone.js';
import { de } from './de.js';
import { type Catalogue, en, type MessageKey } from './en.js';
import { fr } from './fr.js';
import { type Language, LOCALES } from './languages.js';

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, de, fr };

/** The values a message's arguments take: text, numbers and dates are formatted in its language. */
export type MessageValues = Record<string, string | number | Date>;

const compiled = new Map<string, IntlMessageFormat>();

/** A catalogue's message in words, for the server (mails, PDF); the apps use react-intl on the same catalogues. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = `${language}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[language][key], LOCALES[language]);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

/** Euros and dates as a language writes them: '€1,234.50', '1.234,50 €', '1 234,50 €'; '12 May 2026', '12. Mai 2026'. */
export interface Formats {
  euro(amount: number): string;
  /** A calendar day in the academy's time zone. */
  day(date: Date): string;
  number(value: number): string;
}

const formats = new Map<Language, Formats>();

export function formatsOf(language: Language): Formats {
  let found = formats.get(language);
  if (!found) {
    const locale = LOCALES[language];
    const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: ACADEMY_TIME_ZONE,
    });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    found = { euro: (a) => euro.format(a), day: (d) => day.format(d), number: (n) => number.format(n) };
    formats.set(language, found);
  }
  return found;
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in `language`: Intl's name of its ISO 3166 code in German and French ('Belgien',
 * 'Belgique'); in English, and for a code Intl does not know, the name the reference data gives it.
 */
export function countryNameIn(country: { name: string; iso_3166?: string | null }, language: Language): string {
  const code = country.iso_3166?.trim().toUpperCase();
  if (language === 'en' || !code || !/^[A-Z]{2}$/.test(code)) return country.name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(LOCALES[language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? country.name;
}
