import { countryNameIn, type Language } from '@unit-costs/contract';

import type { FeatureDto } from '../../api/types';

/** The address search starts at this many characters. */
export const MIN_SEARCH_LENGTH = 3;

/** Only these suggestions can be an employer's address. */
export const ADDRESS_TYPES: readonly string[] = ['locality', 'street', 'city', 'house'];

export type AddressField = 'institution' | 'street' | 'postalCode' | 'city';
export const ADDRESS_FIELDS: readonly AddressField[] = ['institution', 'street', 'postalCode', 'city'];

/** An employer address as the claim needs it. */
export interface EmployerAddress {
  institution: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
}

/** An address accepted for the claim: complete, with the id of its one country. */
export interface AcceptedAddress extends EmployerAddress {
  countryId: number;
}

export function isSearchText(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

export function keepAddressSuggestions(features: FeatureDto[]): FeatureDto[] {
  return features.filter((feature) => ADDRESS_TYPES.includes(feature.properties.type));
}

const clean = (value: string | undefined) => value?.trim() ?? '';

function streetLine(street: string | undefined, housenumber: string | undefined): string {
  return [clean(street), clean(housenumber)].filter(Boolean).join(' ');
}

/** What a suggestion tells about the employer's address; a house's name is the institution. */
export function addressFromSuggestion(feature: FeatureDto): EmployerAddress {
  const p = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  return {
    institution: p.type === 'house' ? clean(p.name) : '',
    street: p.type === 'street' ? streetLine(p.street ?? p.name, p.housenumber) : streetLine(p.street, p.housenumber),
    postalCode: clean(p.postcode),
    city: clean(p.city) || (p.type === 'city' ? clean(p.name) : ''),
    countryCode: clean(p.countrycode).toUpperCase(),
    countryName: clean(p.country),
    latitude,
    longitude,
  };
}

/** A house with name, street, postcode, city and country code is taken as it is. */
export function isCompleteHouse(feature: FeatureDto): boolean {
  const p = feature.properties;
  return p.type === 'house' && [p.name, p.street, p.postcode, p.city, p.countrycode].every((part) => !!clean(part));
}

export function missingFields(address: Pick<EmployerAddress, AddressField>): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => !address[field].trim());
}

/** The fields the suggestion supplied; the address dialog does not let them be changed. */
export function suppliedFields(address: Pick<EmployerAddress, AddressField>): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => !!address[field]);
}

/** The address's country named in the page's language from its ISO code ('Österreich', 'Autriche'). */
export const countryOf = (address: Pick<EmployerAddress, 'countryName' | 'countryCode'>, language: Language): string =>
  countryNameIn({ name: address.countryName || address.countryCode, iso_3166: address.countryCode }, language);

/** One line for a suggestion: 'Court of Appeal, Main Street 1, 54290 Trier, Germany', the country in the page's language. */
export function suggestionLabel(feature: FeatureDto, language: Language): string {
  const p = feature.properties;
  const street = streetLine(p.street, p.housenumber);
  const place = [clean(p.postcode), clean(p.city)].filter(Boolean).join(' ');
  // A place found by its postcode reads '54290 Trier, Germany', not 'Trier, 54290 Trier, Germany'.
  const name = p.postcode && clean(p.name) === clean(p.city) ? '' : clean(p.name);
  const country = countryOf(
    { countryName: clean(p.country), countryCode: clean(p.countrycode).toUpperCase() },
    language,
  );
  const parts = [name, street, place, country].filter(Boolean);
  return parts.filter((part, index) => parts.indexOf(part) === index).join(', ');
}

export function addressLines(address: EmployerAddress, language: Language): string[] {
  return [
    address.institution,
    address.street,
    `${address.postalCode} ${address.city}`.trim(),
    countryOf(address, language),
  ].filter(Boolean);
}
