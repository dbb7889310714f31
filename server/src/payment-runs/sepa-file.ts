import anyAscii from 'any-ascii';
import { Document } from 'sepa';

/** ISO 20022 customer credit transfer initiation, the version the EPC's SEPA rulebook uses since 2023. */
export const SEPA_FORMAT = 'pain.001.001.09';

export interface SepaDebtor {
  name: string;
  /** Electronic format. */
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  /** The claim's transaction number: the EndToEndId the participant's bank statement shows. */
  endToEndId: string;
  creditorName: string;
  /** Electronic format. */
  iban: string;
  bic: string | null;
  /** Euros, at most 2 decimals. */
  amount: number;
  remittance: string;
}

export interface SepaRun {
  /** MsgId; the payment block's PmtInfId is derived from it. */
  number: string;
  /** YYYY-MM-DD */
  executionDate: string;
  createdAt: Date;
}

/**
 * Text as the SEPA schemes' basic Latin character set has it (a-z, A-Z, 0-9, / - ? : ( ) . , ' + and
 * space), which every bank accepts: accents transliterated (Łukasz -> Lukasz), anything else a space.
 */
export function sepaText(text: string, maxLength: number): string {
  return anyAscii(text)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** A BIC is optional in SEPA; one that does not belong to the IBAN's country would make the bank refuse the file. */
function matchingBic(bic: string | null, iban: string): string {
  return bic && bic.slice(4, 6) === iban.slice(0, 2) ? bic : '';
}

/** A calendar date as the library reads it: its local year, month and day. */
function localDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * The run's SEPA credit-transfer file: one payment block (service level SEPA, charges shared), one
 * transaction per claim; the library checks IBANs, amounts and lengths and adds NbOfTxs and CtrlSum.
 */
export function sepaCreditTransferFile(run: SepaRun, debtor: SepaDebtor, transfers: SepaTransfer[]): string {
  const document = new Document(SEPA_FORMAT);
  document.grpHdr.id = run.number;
  document.grpHdr.created = run.createdAt;
  document.grpHdr.initiatorName = sepaText(debtor.name, 70);

  const payment = document.createPaymentInfo();
  payment.requestedExecutionDate = localDate(run.executionDate);
  payment.debtorName = sepaText(debtor.name, 70);
  payment.debtorIBAN = debtor.iban;
  payment.debtorBIC = debtor.bic;
  document.addPaymentInfo(payment);

  for (const transfer of transfers) {
    const tx = payment.createTransaction();
    tx.end2endId = transfer.endToEndId;
    tx.creditorName = sepaText(transfer.creditorName, 70);
    tx.creditorIBAN = transfer.iban;
    tx.creditorBIC = matchingBic(transfer.bic, transfer.iban);
    tx.amount = transfer.amount;
    tx.remittanceInfo = sepaText(transfer.remittance, 140);
    payment.addTransaction(tx);
  }
  return document.toString();
}
