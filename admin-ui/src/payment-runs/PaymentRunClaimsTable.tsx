import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatEuro } from '@unit-costs/contract';
import { Link, useTranslate } from 'react-admin';

import { formatDay } from '../format/berlinTime';
import type { PaymentRunClaimDto } from '../types';

interface Selection {
  selected: ReadonlySet<string>;
  onToggle(guid: string): void;
  onToggleAll(): void;
}

/** The claims of a run (or of a run to be), each linked to its page; with `selection`, a tick box per claim. */
export function PaymentRunClaimsTable({ claims, selection }: { claims: PaymentRunClaimDto[]; selection?: Selection }) {
  const translate = useTranslate();
  const all = selection !== undefined && claims.every((claim) => selection.selected.has(claim.guid));
  const some = selection !== undefined && claims.some((claim) => selection.selected.has(claim.guid));
  // A run's claims say what became of each transfer; a run to be has none yet.
  const outcomes = claims.some((claim) => claim.outcome !== undefined);
  const outcome = (claim: PaymentRunClaimDto) =>
    claim.outcome
      ? translate(`console.paymentRuns.outcomes.${claim.outcome}`, {
          date: formatDay(claim.settledOn),
          reason: claim.reasonCode ? `${claim.reasonCode}, ${claim.reason}` : claim.reason,
        })
      : '';
  // What the bank said beyond paid or returned: its pain.002 status, the name check, a return's charges.
  const bankAnswer = (claim: PaymentRunClaimDto) =>
    [
      claim.bankStatusText ? `${claim.bankStatus}: ${claim.bankStatusText} (${formatDay(claim.bankStatusOn)})` : null,
      claim.payeeCheck
        ? translate(`console.paymentRuns.payeeChecks.${claim.payeeCheck}`, { name: claim.payeeCheckName ?? '' })
        : null,
      claim.returnCharges
        ? translate('console.paymentRuns.returnCharges', { amount: formatEuro(claim.returnCharges) })
        : null,
    ]
      .filter(Boolean)
      .join('; ');
  const answers = claims.some((claim) => bankAnswer(claim) !== '');
  // On a phone the table scrolls sideways inside the card, so every column (the outcome last) stays readable.
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('console.paymentRuns.claims')}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={some && !all}
                  onChange={selection.onToggleAll}
                  slotProps={{ input: { 'aria-label': translate('console.paymentRuns.selectAll') } }}
                />
              </TableCell>
            )}
            <TableCell>{translate('console.paymentRuns.transactionNumber')}</TableCell>
            <TableCell>{translate('console.paymentRuns.participant')}</TableCell>
            <TableCell>{translate('console.paymentRuns.event')}</TableCell>
            <TableCell>{translate('console.paymentRuns.iban')}</TableCell>
            <TableCell align="right">{translate('console.paymentRuns.amount')}</TableCell>
            {outcomes && <TableCell>{translate('console.paymentRuns.outcome')}</TableCell>}
            {answers && <TableCell>{translate('console.paymentRuns.bank')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.map((claim) => (
            <TableRow key={claim.guid} hover>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selected.has(claim.guid)}
                    onChange={() => selection.onToggle(claim.guid)}
                    slotProps={{ input: { 'aria-label': `Pay ${claim.identifier}` } }}
                  />
                </TableCell>
              )}
              <TableCell>
                <Link to={`/claim/${encodeURIComponent(claim.guid)}`}>{claim.identifier}</Link>
              </TableCell>
              <TableCell>{claim.name}</TableCell>
              <TableCell>{claim.eventNumber}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{claim.iban}</TableCell>
              <TableCell align="right">{formatEuro(claim.amount)}</TableCell>
              {outcomes && <TableCell>{outcome(claim)}</TableCell>}
              {answers && <TableCell>{bankAnswer(claim)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
