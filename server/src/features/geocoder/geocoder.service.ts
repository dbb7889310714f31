import type { FeatureCollectionDto } from './dto/feature-collection.dto.js';

export interface GeocodeQuery {
  /** Trimmed, 3 to 200 characters. */
  q: string;
  /** Two lower-case letters. */
  lang: string;
  limit: number;
}

/** A hand-entered address's place: the country's ISO code and its postcode, its city or both. */
export interface PlaceQuery {
  /** Two letters. */
  countrycode: string;
  postcode?: string;
  city?: string;
}

/**
 * Address search behind GET /api/geocode. An abstract class rather than an interface so that it
 * doubles as the injection token; the module picks Photon or the offline gazetteer by config.
 */
export abstract class GeocoderService {
  abstract search(query: GeocodeQuery): Promise<FeatureCollectionDto>;
}
