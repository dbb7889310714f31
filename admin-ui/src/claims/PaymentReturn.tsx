import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatBerlinDate } from '../format/berlinTime';
import type { TravelClaimDto } from '../types';

type PaymentReturnDto = NonNullable<TravelClaimDto['paymentReturn']>;

/**
 * The bank's reason for a return: the words the API gives (the contract's table of ISO codes in
 * English, then the bank's own text) and the code itself, which finance looks up.
 */
export function returnReasonText(paymentReturn: PaymentReturnDto): string {
  return paymentReturn.reasonCode ? `${paymentReturn.reason} (${paymentReturn.reasonCode})` : paymentReturn.reason;
}

/** At the top of a claim's page: the bank returned its last transfer, when and why, and what happens now. */
export function PaymentReturnAlert({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const paymentReturn = claim.paymentReturn;
  if (!paymentReturn) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="payment-return">
      {translate('console.claims.returned', {
        date: formatBerlinDate(paymentReturn.returnedOn),
        reason: returnReasonText(paymentReturn),
      })}
    </Alert>
  );
}

/** In the list, beside the status: 'Returned 30/11/2026', the reason on hover and for screen readers. */
export function ReturnedChip({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const paymentReturn = claim.paymentReturn;
  if (!paymentReturn) return null;
  const reason = returnReasonText(paymentReturn);
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      icon={<UndoIcon />}
      label={translate('console.claims.returnedChip', { date: formatBerlinDate(paymentReturn.returnedOn) })}
      title={reason}
      aria-description={reason}
      data-testid="returned-chip"
    />
  );
}
