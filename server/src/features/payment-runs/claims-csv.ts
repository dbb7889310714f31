import { stringify } from 'csv-stringify/sync';

import type { PaymentRunClaimDto, PaymentRunDto } from './dto/payment-run.dto.js';

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text by a leading apostrophe. */
function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One line per claim of the run, for the ledger: amounts with a point and two decimals, accounts masked. */
export function paymentRunClaimsCsv(run: PaymentRunDto & { claims: PaymentRunClaimDto[] }): string {
  return stringify(
    run.claims.map((claim) => [
      run.number,
      run.executionDate,
      claim.identifier,
      asText(claim.name),
      asText(claim.eventNumber),
      claim.iban,
      claim.amount.toFixed(2),
    ]),
    {
      header: true,
      columns: ['Payment run', 'Execution date', 'Transaction number', 'Participant', 'Event', 'IBAN', 'Amount (EUR)'],
      record_delimiter: 'windows',
    },
  );
}
