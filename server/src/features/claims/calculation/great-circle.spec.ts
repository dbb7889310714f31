import { greatCircleKm } from './great-circle.js';

describe('greatCircleKm', () => {
  it('is zero for one point and symmetric', () => {
    const trier = { latitude: 49.7596, longitude: 6.6439 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(greatCircleKm(trier, trier)).toBe(0);
    expect(greatCircleKm(trier, paris)).toBeCloseTo(greatCircleKm(paris, trier), 9);
  });

  it('gives a quarter of the meridian from the equator to the pole (pi/2 x 6371.0088 km)', () => {
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(10007.54, 1);
  });

  it('stays finite for antipodes', () => {
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.09, 1);
  });
});
