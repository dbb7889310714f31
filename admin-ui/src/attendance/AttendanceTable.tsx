import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A table of the attendance tab: its column heads (console.attendance.columns; '' for one without a
 * head), the `empty` line when it has no rows, else the rows.
 */
export function AttendanceTable({
  label,
  columns,
  empty,
  children,
}: {
  label: string;
  columns: string[];
  /** Shown across the table when it has no rows. */
  empty: string | false;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((key) => (
            <TableCell key={key}>{key ? translate(`console.attendance.columns.${key}`) : ''}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {empty !== false ? (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        ) : (
          children
        )}
      </TableBody>
    </Table>
  );
}
