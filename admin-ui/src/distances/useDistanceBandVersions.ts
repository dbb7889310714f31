import { useQuery } from '@tanstack/react-query';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';

export const DISTANCE_BAND_VERSIONS_KEY = ['distances', 'versions'];

/** The distance-band versions there are (for the version selects of the band list and the event forms). */
export function useDistanceBandVersions() {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: DISTANCE_BAND_VERSIONS_KEY,
    queryFn: async () => (await dataProvider.distanceBandSets()).map((set) => set.version),
  });
}
