import { ACADEMY_TIME_ZONE, countryNameIn, formatsOf, type Language, LOCALES, noonOf } from '@unit-costs/contract';
import { useMemo } from 'react';

import { useLanguage } from './i18n/LanguageProvider';

/** How amounts, distances and dates read in the SPA, in the chosen language. */
export interface Format {
  /** '€1,234.50', '1.234,50 €', '1 234,50 €' */
  euro(amount: number): string;
  /** '1,235 km': distances are shown in whole kilometres. */
  distance(km: number): string;
  /** '12 May 2026', '12. Mai 2026', '12 mai 2026' */
  date(iso: string): string;
  /** A calendar day of the API ('YYYY-MM-DD'), as `date` writes it. */
  day(day: string): string;
  dateTime(iso: string): string;
  /** '12 May 2026' for a one-day event, '12 May 2026 – 13 May 2026' otherwise. */
  dateRange(startIso: string, endIso: string): string;
  /** 'Main Street 1, 54290 Trier, Deutschland': the country in the chosen language. */
  postalAddress(address: PostalAddress): string;
  /** 'ERA Conference Centre, Trier, Allemagne': an event's venue, its country in the chosen language. */
  venue(location: Venue | null | undefined): string;
}

interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country?: { name: string; iso_3166?: string } | null;
}

interface Venue {
  name: string;
  city: string;
  /** The English name. */
  country: string;
  iso_3166?: string;
}

function formatOf(language: Language): Format {
  const formats = formatsOf(language);
  const whole = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 });
  const dateTime = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const parsed = (iso: string, format: (date: Date) => string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format(date);
  };
  const date = (iso: string) => parsed(iso, formats.day);
  return {
    euro: formats.euro,
    distance: (km) => `${whole.format(Math.round(km))} km`,
    date,
    day: (day) => formats.day(noonOf(day)),
    dateTime: (iso) => parsed(iso, (d) => dateTime.format(d)),
    dateRange: (startIso, endIso) => {
      const start = date(startIso);
      const end = date(endIso);
      return start === end ? start : `${start} – ${end}`;
    },
    postalAddress: (address) =>
      [
        address.street,
        `${address.postalCode} ${address.city}`.trim(),
        address.country && countryNameIn(address.country, language),
      ]
        .filter(Boolean)
        .join(', '),
    venue: (location) =>
      location
        ? [
            location.name,
            location.city,
            countryNameIn({ name: location.country, iso_3166: location.iso_3166 }, language),
          ]
            .filter(Boolean)
            .join(', ')
        : '',
  };
}

export function useFormat(): Format {
  const { language } = useLanguage();
  return useMemo(() => formatOf(language), [language]);
}
