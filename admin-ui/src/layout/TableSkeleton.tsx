import { Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The tables' loading placeholder: 15 rows by 5 columns. */
export function TableSkeleton({ rows = 15, columns = 5 }: { rows?: number; columns?: number }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-busy="true" aria-label={translate('console.loading')} data-testid="table-skeleton">
      <TableHead>
        <TableRow>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" width="60%" />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {Array.from({ length: rows }, (_, row) => (
          <TableRow key={row}>
            {Array.from({ length: columns }, (_, column) => (
              <TableCell key={column}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Shows the skeleton while a list's first page loads, then the table. */
export function LoadingTable({ children }: { children: ReactNode }) {
  const { isPending } = useListContext();
  return isPending ? <TableSkeleton /> : <>{children}</>;
}
