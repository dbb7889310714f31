import anyAscii from 'any-ascii';
import { Document } from 'sepa';

import { transliterateName } from './national-transliteration.js';

/** ISO 20022 customer credit transfer initiation, the version the EPC's SEPA rulebook uses since 2023. */
export const SEPA_FORMAT = 'pain.001.001.09';

/**
 * A structured postal address (ISO 20022 PostalAddress24). Since November 2026 the EPC rules accept
 * only structured or hybrid addresses: town and country always, never address lines alone.
 */
export interface SepaAddress {
  /** The street; with the building number in it when `building` is not given. */
  street?: string | null;
  building?: string | null;
  postcode?: string | null;
  town: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

export interface SepaDebtor {
  name: string;
  /** Electronic format. */
  iban: string;
  bic: string;
  address: SepaAddress;
}

export interface SepaTransfer {
  /** The claim's transaction number: the EndToEndId the participant's bank statement shows. */
  endToEndId: string;
  /** The InstrId, between the academy and its bank: instructionId(run, n), kept with the transfer. */
  instructionId: string;
  creditorName: string;
  /** Electronic format. */
  iban: string;
  bic: string | null;
  /** Euros, at most 2 decimals. */
  amount: number;
  remittance: string;
  /** The account holder's address; null where the claim has none. */
  address: SepaAddress | null;
}

/**
 * The payment block's PmtInfId: the run's number and the block's place, '<run>.0', as the `sepa`
 * library numbered it in the first files (a bank booking the block as one entry names it).
 */
export const paymentBlockId = (runNumber: string) => `${runNumber}.0`;

/** The n-th transfer's InstrId (from 0): '<run>.0.<n>', unique across runs since run numbers are. */
export const instructionId = (runNumber: string, n: number) => `${paymentBlockId(runNumber)}.${n}`;

export interface SepaRun {
  /** MsgId; the payment block's PmtInfId is derived from it. */
  number: string;
  /** YYYY-MM-DD */
  executionDate: string;
  createdAt: Date;
}

/**
 * Text as the SEPA schemes' basic Latin character set has it (a-z, A-Z, 0-9, / - ? : ( ) . , ' + and
 * space), which every bank accepts: Greek and Cyrillic by their national standards, as the holder's
 * bank writes the name (transliterateName; `country`, the holder's, picks the Cyrillic one), other
 * letters by any-ascii (Łukasz -> Lukasz), anything else a space.
 */
export function sepaText(text: string, maxLength: number, country: string | null = null): string {
  return anyAscii(transliterateName(text, country))
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

function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The address as a <PstlAdr>, its parts in the schema's order within their lengths; '' when it cannot
 * be written in structured form (no town or country left after transliteration), since an address
 * that names no town is refused.
 */
function postalAddressXml(address: SepaAddress | null): string {
  if (!address) return '';
  const parts: [string, string | null | undefined, number][] = [
    ['StrtNm', address.street, 70],
    ['BldgNb', address.building, 16],
    ['PstCd', address.postcode, 16],
    ['TwnNm', address.town, 35],
    ['Ctry', address.country, 2],
  ];
  const elements = parts.flatMap(([tag, value, maxLength]) => {
    const clean = value ? sepaText(value, maxLength, address.country) : '';
    return clean ? [[tag, clean]] : [];
  });
  const town = elements.some(([tag]) => tag === 'TwnNm');
  if (!town || !/^[A-Z]{2}$/.test(address.country)) return '';
  return `<PstlAdr>${elements.map(([tag, value]) => `<${tag}>${escapeXml(value)}</${tag}>`).join('')}</PstlAdr>`;
}

/**
 * The structured addresses, added to the file `sepa` wrote: the library writes an address only as
 * country and address lines (<AdrLine>), which the EPC refuses from November 2026. This is the one
 * place the library's output is extended: each party's <PstlAdr> goes right after its <Nm>, where
 * PartyIdentification135 has it: the debtor's in the payment block, each creditor's in its
 * transaction, in the order the transactions were added.
 */
function withPostalAddresses(xml: string, debtor: SepaAddress, creditors: (SepaAddress | null)[]): string {
  let transaction = 0;
  const result = xml.replace(/<(Dbtr|Cdtr)><Nm>[^<]*<\/Nm>/g, (party, tag: string) => {
    const address = tag === 'Dbtr' ? debtor : creditors[transaction++];
    return party + postalAddressXml(address ?? null);
  });
  if (transaction !== creditors.length) {
    throw new Error(`SEPA file: ${transaction} creditors found for ${creditors.length} transactions`);
  }
  return result;
}

/**
 * The run's SEPA credit-transfer file: one payment block (service level SEPA, charges shared), one
 * transaction per claim; the library checks IBANs, amounts and lengths and adds NbOfTxs and CtrlSum;
 * the debtor's and creditors' structured addresses are added to its output.
 */
export function sepaCreditTransferFile(run: SepaRun, debtor: SepaDebtor, transfers: SepaTransfer[]): string {
  const document = new Document(SEPA_FORMAT);
  document.grpHdr.id = run.number;
  document.grpHdr.created = run.createdAt;
  document.grpHdr.initiatorName = sepaText(debtor.name, 70, debtor.address.country);

  const payment = document.createPaymentInfo();
  payment.requestedExecutionDate = localDate(run.executionDate);
  payment.debtorName = sepaText(debtor.name, 70, debtor.address.country);
  payment.debtorIBAN = debtor.iban;
  payment.debtorBIC = debtor.bic;
  document.addPaymentInfo(payment);
  // The library prefixes the ids it is given; ours are set once it has: they are what banks quote back.
  payment.id = paymentBlockId(run.number);

  for (const transfer of transfers) {
    const tx = payment.createTransaction();
    tx.end2endId = transfer.endToEndId;
    // The holder's country: where they live, else where their account is.
    tx.creditorName = sepaText(transfer.creditorName, 70, transfer.address?.country ?? transfer.iban.slice(0, 2));
    tx.creditorIBAN = transfer.iban;
    tx.creditorBIC = matchingBic(transfer.bic, transfer.iban);
    tx.amount = transfer.amount;
    tx.remittanceInfo = sepaText(transfer.remittance, 140);
    payment.addTransaction(tx);
    tx.id = transfer.instructionId;
  }
  return withPostalAddresses(
    document.toString(),
    debtor.address,
    transfers.map((transfer) => transfer.address),
  );
}
