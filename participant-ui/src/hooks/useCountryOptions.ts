import { useQuery } from '@tanstack/react-query';
import { countryNameIn, LOCALES } from '@unit-costs/contract';
import { useMemo } from 'react';

import { listCountryOptions } from '../api/reference-data';
import { useLanguage } from '../i18n/LanguageProvider';

/** A country of the selects: its id and its name in the page's language. */
export interface CountryOption {
  value: number;
  label: string;
  /** ISO 3166 alpha-2, to pick the country an IBAN names. */
  iso: string;
}

/**
 * The countries of the address selects, named and ordered in the page's language ('Belgien',
 * 'Deutschland' in German): read once, renamed when the language changes.
 */
export function useCountryOptions({ enabled = true } = {}) {
  const { language } = useLanguage();
  const countries = useQuery({
    queryKey: ['countries', 'options'],
    queryFn: ({ signal }) => listCountryOptions(signal),
    enabled,
    staleTime: Infinity,
  });
  const options = useMemo(() => {
    if (!countries.data) return undefined;
    const byName = new Intl.Collator(LOCALES[language]).compare;
    return countries.data
      .map((country): CountryOption => ({
        value: country.value,
        iso: country.iso_3166,
        label: countryNameIn({ name: country.displayValue, iso_3166: country.iso_3166 }, language),
      }))
      .sort((a, b) => byName(a.label, b.label));
  }, [countries.data, language]);
  return { options, isError: countries.isError };
}
