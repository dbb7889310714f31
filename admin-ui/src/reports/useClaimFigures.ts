import { useQuery } from '@tanstack/react-query';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { ClaimFiguresQuery } from '../types';

/** The report figures for one query, cached by it. */
export function useClaimFigures(query: ClaimFiguresQuery) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({ queryKey: ['reports', 'claims', query], queryFn: () => dataProvider.claimFigures(query) });
}

/** The claims paid from one day to another (YYYY-MM-DD, both included), by the day they were paid. */
export function usePaidFigures(from: string, to: string) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({ queryKey: ['reports', 'paid', from, to], queryFn: () => dataProvider.paidFigures(from, to) });
}
