/** The mean Earth radius (IUGG), as docs/rules.md, "Calculation" fixes it. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula. */
export function greatCircleKm(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
