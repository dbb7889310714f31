import { useQuery } from '@tanstack/react-query';

import { getClaim } from './claims';
import { MY_DATA } from './query-client';

export const claimQueryKey = (guid: string) => [...MY_DATA, 'claim', guid] as const;

/** One of the signed-in guest's claims (the detail page and the bank-details page share it). */
export function useClaim(guid: string) {
  return useQuery({ queryKey: claimQueryKey(guid), queryFn: ({ signal }) => getClaim(guid, signal) });
}
