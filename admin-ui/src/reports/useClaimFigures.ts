import { useQuery } from '@tanstack/react-query';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { ClaimFiguresQuery } from '../types';

/** The report figures for one query, cached by it. */
export function useClaimFigures(query: ClaimFiguresQuery) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({ queryKey: ['reports', 'claims', query], queryFn: () => dataProvider.claimFigures(query) });
}
