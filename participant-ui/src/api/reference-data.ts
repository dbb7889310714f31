import { request } from './http';
import type { CountryDto, CountryOptionDto, FeatureCollectionDto, PagedList } from './types';

/** Address suggestions for the claim form, in English. */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<FeatureCollectionDto> {
  return request<FeatureCollectionDto>(`/api/geocode?q=${encodeURIComponent(query)}&lang=en`, { signal });
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
