import { request } from './http';
import type { CountryDto, CountryOptionDto, FeatureCollectionDto, PagedList } from './types';

/**
 * Address suggestions for the claim form, asked in English as the spec's call says (`lang=en`); the
 * form names each suggestion's country in the page's language from its ISO code (countryNameIn, CLDR).
 */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<FeatureCollectionDto> {
  return request<FeatureCollectionDto>(`/api/geocode?${new URLSearchParams({ q: query, lang: 'en' })}`, { signal });
}

/** The place of an address entered by hand: its postcode's area, else its city; no feature when neither is known there. */
export function locatePlace(
  place: { countryCode: string; postalCode: string; city: string },
  signal?: AbortSignal,
): Promise<FeatureCollectionDto> {
  const query = new URLSearchParams({ countrycode: place.countryCode, postcode: place.postalCode, city: place.city });
  return request<FeatureCollectionDto>(`/api/geocode/place?${query}`, { signal });
}

export function getCountry(id: number, signal?: AbortSignal): Promise<CountryDto> {
  return request<CountryDto>(`/api/countries/${id}`, { signal });
}

/** The countries with this ISO 3166 code; the claim form accepts an address only when there is exactly one. */
export async function findCountriesByIso(iso: string, signal?: AbortSignal): Promise<CountryDto[]> {
  const list = await request<PagedList<CountryDto> | undefined>(`/api/countries?iso_3166=${encodeURIComponent(iso)}`, {
    signal,
  });
  return list?.results ?? [];
}

export async function listCountryOptions(signal?: AbortSignal): Promise<CountryOptionDto[]> {
  return (await request<CountryOptionDto[] | undefined>('/api/countries/autocomplete', { signal })) ?? [];
}
