import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * Photon's feature properties. Photon answers pass through as they are (it may add keys such as
 * district or county); the offline gazetteer fills only what it knows.
 */
export class FeaturePropertiesDto {
  @ApiProperty({
    description: "OSM id; offline answers (osm_type 'G') carry GeoNames ids instead.",
    example: 172679,
  })
  osm_id!: number;

  @ApiProperty({ description: "'N', 'W' or 'R' (OSM node, way, relation); 'G' for a GeoNames city.", example: 'R' })
  osm_type!: string;

  @ApiProperty({ example: 'place' })
  osm_key!: string;

  @ApiProperty({ example: 'city' })
  osm_value!: string;

  @ApiProperty({ description: 'house, street, locality, city, ...', example: 'city' })
  type!: string;

  @ApiPropertyOptional({ example: 'Trier' })
  name?: string;

  @ApiPropertyOptional()
  street?: string;

  @ApiPropertyOptional()
  housenumber?: string;

  @ApiPropertyOptional()
  postcode?: string;

  @ApiPropertyOptional({ example: 'Trier' })
  city?: string;

  @ApiPropertyOptional({ example: 'Rhineland-Palatinate' })
  state?: string;

  @ApiPropertyOptional({ example: 'Germany' })
  country?: string;

  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2, upper-case.', example: 'DE' })
  countrycode?: string;

  @ApiPropertyOptional({ description: '[minLon, maxLat, maxLon, minLat]', type: [Number] })
  extent?: number[];
}

export class GeoPointDto {
  @ApiProperty({ enum: ['Point'] })
  type!: 'Point';

  @ApiProperty({ description: '[longitude, latitude]', type: [Number], example: [6.64, 49.76] })
  coordinates!: [number, number];
}

export class FeatureDto {
  @ApiProperty({ enum: ['Feature'] })
  type!: 'Feature';

  @ApiProperty({ type: GeoPointDto })
  geometry!: GeoPointDto;

  @ApiProperty({ type: FeaturePropertiesDto })
  properties!: FeaturePropertiesDto;
}

/** The Photon-shaped answer of GET /api/geocode (a GeoJSON FeatureCollection). */
export class FeatureCollectionDto {
  @ApiProperty({ enum: ['FeatureCollection'] })
  type!: 'FeatureCollection';

  @ApiProperty({ type: [FeatureDto] })
  features!: FeatureDto[];
}
