import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';

interface EventSubTableProps<Row> {
  /** The table's accessible name, e.g. 'Employees of the event'. */
  label: string;
  headers: string[];
  rows: Row[];
  rowKey: (row: Row) => number;
  cells: (row: Row) => ReactNode[];
  emptyText: string;
  /** The tab's add button, shown above the table. */
  addButton: ReactNode;
  /** The delete button's accessible name; rows without one cannot be deleted. */
  deleteLabel: (row: Row) => string | undefined;
  /** Runs after the user confirmed the deletion. */
  onDelete: (row: Row) => Promise<unknown>;
  pending: boolean;
}

/** A tab of the event's edit page: one of the event's lists, with an add button and confirmed deletion. */
export function EventSubTable<Row>(props: EventSubTableProps<Row>) {
  const translate = useTranslate();
  const { label, headers, rows, rowKey, cells, emptyText, addButton, deleteLabel, onDelete, pending } = props;
  const [removing, setRemoving] = useState<Row>();
  const remove = async () => {
    if (removing === undefined) return;
    await onDelete(removing);
    setRemoving(undefined);
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {addButton}
      </Stack>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
            <TableCell>
              <HiddenColumnHeader />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length + 1}>{emptyText}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const deleteName = deleteLabel(row);
            return (
              <TableRow key={rowKey(row)}>
                {cells(row).map((cell, index) => (
                  <TableCell key={headers[index]}>{cell}</TableCell>
                ))}
                <TableCell align="right">
                  {deleteName && (
                    <IconButton aria-label={deleteName} color="error" onClick={() => setRemoving(row)}>
                      <DeleteIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Confirm
        isOpen={removing !== undefined}
        loading={pending}
        title={translate('ra.message.delete_title')}
        content={translate('ra.message.delete_content')}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
