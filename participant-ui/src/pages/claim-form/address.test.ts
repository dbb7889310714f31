import { describe, expect, it } from 'vitest';

import { aFeature, completeHouse } from '../../test-support/factories';
import {
  addressFromSuggestion,
  countryOf,
  isCompleteHouse,
  isSearchText,
  keepAddressSuggestions,
  missingFields,
  suggestionLabel,
  suppliedFields,
} from './address';

describe('address suggestions', () => {
  it('searches from 3 characters', () => {
    expect(isSearchText('Tr')).toBe(false);
    expect(isSearchText('  Tr ')).toBe(false);
    expect(isSearchText('Tri')).toBe(true);
  });

  it('keeps only locality, street, city and house results', () => {
    const kept = keepAddressSuggestions(
      ['house', 'street', 'locality', 'city', 'district', 'county', 'state', 'country', 'other'].map((type) =>
        aFeature(type),
      ),
    );
    expect(kept.map((feature) => feature.properties.type)).toEqual(['house', 'street', 'locality', 'city']);
  });

  it('takes a house with name, street, postcode, city and country code as complete', () => {
    expect(isCompleteHouse(completeHouse)).toBe(true);
    for (const missing of ['name', 'street', 'postcode', 'city', 'countrycode'] as const) {
      expect(isCompleteHouse(aFeature('house', { ...completeHouse.properties, [missing]: undefined }))).toBe(false);
    }
    expect(isCompleteHouse(aFeature('street', { ...completeHouse.properties, type: 'street' }))).toBe(false);
  });

  it('reads the employer address of a complete house', () => {
    expect(addressFromSuggestion(completeHouse)).toEqual({
      institution: 'Kammergericht',
      street: 'Elßholzstraße 30-33',
      postalCode: '10781',
      city: 'Berlin',
      countryCode: 'DE',
      countryName: 'Germany',
      latitude: 52.5,
      longitude: 13.4,
    });
  });

  it('reads a city result as a city only, and a street result as its street', () => {
    const city = addressFromSuggestion(aFeature('city', { name: 'Trier', countrycode: 'de' }));
    expect(city).toMatchObject({ institution: '', street: '', postalCode: '', city: 'Trier', countryCode: 'DE' });
    expect(missingFields(city)).toEqual(['institution', 'street', 'postalCode']);
    expect(suppliedFields(city)).toEqual(['city']);

    const street = addressFromSuggestion(aFeature('street', { name: 'Kornmarkt', postcode: '54290', city: 'Trier' }));
    expect(street).toMatchObject({ institution: '', street: 'Kornmarkt', postalCode: '54290', city: 'Trier' });
    expect(suppliedFields(street)).toEqual(['street', 'postalCode', 'city']);
  });

  it('labels a suggestion in one line without repeating itself', () => {
    expect(suggestionLabel(completeHouse, 'en')).toBe('Kammergericht, Elßholzstraße 30-33, 10781 Berlin, Germany');
    expect(suggestionLabel(aFeature('city', { name: 'Trier', city: 'Trier' }), 'en')).toBe('Trier, Germany');
    expect(suggestionLabel(aFeature('city', { name: 'Trier', city: 'Trier', postcode: '54290' }), 'en')).toBe(
      '54290 Trier, Germany',
    );
    const innereStadt = aFeature('city', {
      name: 'Wien, Innere Stadt',
      city: 'Wien',
      postcode: '1010',
      country: 'Austria',
      countrycode: 'AT',
    });
    expect(suggestionLabel(innereStadt, 'en')).toBe('Wien, Innere Stadt, 1010 Wien, Austria');
  });

  it("names the suggestion's country in the page's language, from its ISO code (CLDR through Intl)", () => {
    const wien = aFeature('city', { name: 'Wien', city: 'Wien', country: 'Austria', countrycode: 'AT' });
    expect(suggestionLabel(wien, 'de')).toBe('Wien, Österreich');
    expect(suggestionLabel(wien, 'fr')).toBe('Wien, Autriche');
    expect(countryOf(addressFromSuggestion(wien), 'fr')).toBe('Autriche');
    const athens = aFeature('city', { name: 'Αθήνα', city: 'Αθήνα', country: 'Greece', countrycode: 'GR' });
    expect(suggestionLabel(athens, 'de')).toBe('Αθήνα, Griechenland');
  });
});
