import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

import { formatBerlinDateTime } from '../format/berlinTime';
import type { ReferenceChangeDto } from '../types';

/** The most recent changes shown under a record; older ones stay readable through the API. */
const SHOWN = 50;

/**
 * Who changed a refund rate or distance band, when, from what to what (GET /api/referencechanges),
 * newest first. `describe` renders one side of a change ('85 €', '0–99 km: 23 €').
 */
export function ChangeHistory({
  kind,
  recordId,
  describe,
}: {
  kind: ReferenceChangeDto['kind'];
  recordId: number;
  describe: (value: Record<string, unknown>) => string;
}) {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<ReferenceChangeDto & { id: string }>('referencechanges', {
    filter: { kind, recordId },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  const side = (value: Record<string, unknown> | null | undefined) => (value ? describe(value) : '—');
  return (
    <Box sx={{ p: 2 }} component="section" aria-labelledby="change-history-title">
      <Typography variant="h6" component="h2" id="change-history-title" gutterBottom>
        {translate('console.changes.title')}
      </Typography>
      {error ? <Alert severity="error">{translate('console.changes.failed')}</Alert> : null}
      {!isPending && !error && data.length === 0 ? (
        <Typography color="text.secondary">{translate('console.changes.none')}</Typography>
      ) : null}
      {data.length > 0 && (
        // Wider than a phone, the table scrolls on its own rather than being cut off by the page's card; the
        // keyboard reaches the scrolling part too (tabIndex), to scroll it with the arrow keys.
        <TableContainer tabIndex={0} role="group" aria-labelledby="change-history-title">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.changes.when')}</TableCell>
                <TableCell>{translate('console.changes.who')}</TableCell>
                <TableCell>{translate('console.changes.what')}</TableCell>
                <TableCell>{translate('console.changes.before')}</TableCell>
                <TableCell>{translate('console.changes.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((change) => (
                <TableRow key={change.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBerlinDateTime(change.changedAt)}</TableCell>
                  <TableCell>{change.changedBy}</TableCell>
                  <TableCell>{translate(`console.changes.actions.${change.action}`)}</TableCell>
                  <TableCell>{side(change.oldValue)}</TableCell>
                  <TableCell>{side(change.newValue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
