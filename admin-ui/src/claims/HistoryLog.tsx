import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { AuditAction, rejectReasonText } from '@unit-costs/contract';
import { Fragment } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

import { formatBerlinDateTime } from '../format/berlinTime';
import type { TravelClaimDto } from '../types';

/** The claim's audit trail with its transaction number; a rejection gets a 'Reject Reason: ...' row. */
export function HistoryLog() {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  if (!claim) return null;
  const audits = claim.audits ?? [];
  return (
    <section aria-labelledby="history-log-title">
      <Typography id="history-log-title" variant="h6" component="h2">
        {translate('console.claims.historyLog')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Transaction number: <strong>{claim.identifier}</strong>
      </Typography>
      <Table size="small" aria-labelledby="history-log-title">
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.claims.history.timestamp')}</TableCell>
            <TableCell>{translate('console.claims.history.description')}</TableCell>
            <TableCell>{translate('console.claims.history.username')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audits.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{translate('console.empty')}</TableCell>
            </TableRow>
          )}
          {audits.map((audit, index) => (
            <Fragment key={`${audit.timestamp}-${index}`}>
              <TableRow>
                <TableCell>{formatBerlinDateTime(audit.timestamp)}</TableCell>
                <TableCell>{audit.description}</TableCell>
                <TableCell>{(audit.username ?? '').toLowerCase()}</TableCell>
              </TableRow>
              {audit.action === AuditAction.Rejected && (
                <TableRow>
                  <TableCell colSpan={3} sx={{ color: 'error.main' }}>
                    {translate('console.claims.rejectReason')}
                    {rejectReasonText(audit.rejectReason ?? claim.rejectReason, audit.othertxt ?? claim.othertxt)}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
