import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './http';

/** Keys of what belongs to the signed-in guest; dropped when somebody signs in or out. */
export const MY_DATA = ['me'] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) does not change by asking again; a lost connection or a 5xx might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
