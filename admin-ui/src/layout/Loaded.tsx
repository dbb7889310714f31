import { Alert, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/** The part of a query's state a page shows (react-query's and react-admin's useGetList alike). */
export interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * What a page shows of something it loads: a spinner named `loading` while it loads, a red box saying
 * `failed` when it could not be loaded, then `children` with the data.
 */
export function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryState<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <Alert severity="error">{failed}</Alert>;
  if (query.isPending || query.data === undefined) return <CircularProgress aria-label={loading} />;
  return children(query.data);
}
