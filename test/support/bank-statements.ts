import { academyDate } from '../../server/src/platform/common/event-calendar.js';
import { DEMO_DEBTOR } from '../../server/src/platform/config/config.js';

/**
 * The bank's answers to a payment run's file, as ISO 20022 messages in the shapes of the ISO examples
 * and banks' published samples (camt.054.001.08 debit notifications, camt.053.001.08 statements,
 * pain.002.001.10 status reports): for the API tests and the browser journeys that upload them.
 */

/** The academy's account and address (PAYMENT_DEBTOR_*) for the tests that make payment runs: the demo's. */
export const PAYMENT_DEBTOR = DEMO_DEBTOR;

/** How one booking differs from a booked debit of the transfer, today, on the academy's account. */
export interface Booking {
  amount: number;
  currency?: string;
  direction?: 'DBIT' | 'CRDT';
  reversal?: boolean;
  bookingDate?: string;
  status?: 'BOOK' | 'PDNG' | 'INFO';
  /** The transfer named by its EndToEndId, by its InstrId, or both. */
  endToEndId?: string;
  instructionId?: string;
  /** A return: its reason code and the bank's text. */
  returned?: { code: string; text?: string };
  /** What the banks deducted from a return, EUR. */
  charges?: number;
  /** The bank's own booking reference (AcctSvcrRef). */
  reference?: string;
  /** The direction the transaction's details state (TxDtls/CdtDbtInd), where they state one. */
  transactionDirection?: 'DBIT' | 'CRDT';
}

/** One `Ntry` with one `TxDtls`: a transfer booked, or (with `returned`) coming back. */
export function booking(b: Booking): string {
  const currency = b.currency ?? 'EUR';
  const refs = [
    b.instructionId ? `<InstrId>${b.instructionId}</InstrId>` : '',
    `<EndToEndId>${b.endToEndId ?? 'NOTPROVIDED'}</EndToEndId>`,
  ].join('');
  const charges =
    b.charges === undefined
      ? ''
      : `<Chrgs><TtlChrgsAndTaxAmt Ccy="EUR">${b.charges.toFixed(2)}</TtlChrgsAndTaxAmt><Rcrd><Amt Ccy="EUR">${b.charges.toFixed(2)}</Amt><CdtDbtInd>DBIT</CdtDbtInd></Rcrd></Chrgs>`;
  const returned = b.returned
    ? `<RtrInf><Rsn><Cd>${b.returned.code}</Cd></Rsn>${b.returned.text ? `<AddtlInf>${b.returned.text}</AddtlInf>` : ''}</RtrInf>`
    : '';
  return `
      <Ntry>
        ${b.reference ? `<NtryRef>${b.reference}</NtryRef>` : ''}
        <Amt Ccy="${currency}">${b.amount.toFixed(2)}</Amt>
        <CdtDbtInd>${b.direction ?? (b.returned ? 'CRDT' : 'DBIT')}</CdtDbtInd>
        ${b.reversal ? '<RvslInd>true</RvslInd>' : ''}
        <Sts><Cd>${b.status ?? 'BOOK'}</Cd></Sts>
        <BookgDt><Dt>${b.bookingDate ?? academyDate(new Date())}</Dt></BookgDt>
        <ValDt><Dt>${b.bookingDate ?? academyDate(new Date())}</Dt></ValDt>
        ${b.reference ? `<AcctSvcrRef>${b.reference}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${b.returned ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>${b.returned ? 'RRTN' : 'ESCT'}</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs>${refs}</Refs>
          <Amt Ccy="${currency}">${b.amount.toFixed(2)}</Amt>
          ${b.transactionDirection ? `<CdtDbtInd>${b.transactionDirection}</CdtDbtInd>` : ''}
          ${charges}
          ${returned}
        </TxDtls></NtryDtls>
      </Ntry>`;
}

/** One booked entry of a debit notification: the transfer paid, or (with a reason code such as AC04) returned. */
export const entry = (endToEndId: string, amount: number, returned?: string) =>
  booking({ endToEndId, amount, returned: returned ? { code: returned } : undefined });

/** A whole payment block booked as one entry, without per-transfer details (`BtchBookg` true at the bank). */
export const batchBooking = (b: {
  amount: number;
  messageId?: string;
  paymentInformationId?: string;
  count?: number;
  total?: number;
}) => `
      <Ntry>
        <Amt Ccy="EUR">${b.amount.toFixed(2)}</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${academyDate(new Date())}</Dt></BookgDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><Btch>
          ${b.messageId ? `<MsgId>${b.messageId}</MsgId>` : ''}
          ${b.paymentInformationId ? `<PmtInfId>${b.paymentInformationId}</PmtInfId>` : ''}
          ${b.count === undefined ? '' : `<NbOfTxs>${b.count}</NbOfTxs>`}
          ${b.total === undefined ? '' : `<TtlAmt Ccy="EUR">${b.total.toFixed(2)}</TtlAmt>`}
          <CdtDbtInd>DBIT</CdtDbtInd>
        </Btch></NtryDtls>
      </Ntry>`;

/** A booked debit naming no transfer of a run (answered as an unknown reference, echoing the EndToEndId as read). */
export const unknownDebit = (endToEndId: string) => `
      <Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt>
        <NtryDtls><TxDtls><Refs><EndToEndId>${endToEndId}</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>`;

/**
 * A busy account's month as one camt.054 of `count` entries (over 9 MB at 45,000): mostly money coming
 * in, and one debit in a hundred naming no transfer of ours (`OUT-n`, answered as unknown references).
 */
export function busyAccountStatement(id: string, count: number): string {
  const credit = (n: number) =>
    `<Ntry><Amt Ccy="EUR">${(n % 900) + 10}.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt><NtryDtls><TxDtls><Refs><EndToEndId>IN-${n}</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>\n`;
  return camt054(
    id,
    Array.from({ length: count }, (_, n) => (n % 100 === 0 ? unknownDebit(`OUT-${n}`) : credit(n))),
  );
}

const now = () => new Date().toISOString().slice(0, 19);

/** A camt.054 debit notification as a bank sends it, with the entries given, for the account given. */
export const camt054 = (id: string, entries: string[], iban: string = PAYMENT_DEBTOR.PAYMENT_DEBTOR_IBAN) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${now()}</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}-1</Id>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;

/** A camt.053 end-of-day statement of the account with the entries given. */
export const camt053 = (id: string, entries: string[], iban: string = PAYMENT_DEBTOR.PAYMENT_DEBTOR_IBAN) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${now()}</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}-1</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>${now()}</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${academyDate(new Date())}</Dt></Dt></Bal>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

/** A transfer's status in a pain.002: its EndToEndId, status and reason, and a Verification of Payee answer. */
export interface TransferStatus {
  endToEndId: string;
  status: string;
  reason?: string;
  /** EPC VOP: MTCH, CMTC (with `name`), NMTC, NOAP. */
  payeeCheck?: { code: string; name?: string };
}

/**
 * A pain.002.001.10 status report on the run's file: the file's status, its block's, and the transfers'
 * (a Verification of Payee answer as a status reason, the name the bank holds in its AddtlInf).
 */
export const pain002 = (
  id: string,
  run: string,
  levels: { group?: string; groupReason?: string; block?: string; transfers?: TransferStatus[] },
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${now()}</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${run}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
      ${levels.group ? `<GrpSts>${levels.group}</GrpSts>` : ''}
      ${levels.groupReason ? `<StsRsnInf><Rsn><Cd>${levels.groupReason}</Cd></Rsn></StsRsnInf>` : ''}
    </OrgnlGrpInfAndSts>
    ${
      levels.block || levels.transfers
        ? `<OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${run}.0</OrgnlPmtInfId>
      ${levels.block ? `<PmtInfSts>${levels.block}</PmtInfSts>` : ''}
      ${(levels.transfers ?? [])
        .map(
          (tx) => `<TxInfAndSts>
        <OrgnlEndToEndId>${tx.endToEndId}</OrgnlEndToEndId>
        <TxSts>${tx.status}</TxSts>
        ${tx.reason ? `<StsRsnInf><Rsn><Cd>${tx.reason}</Cd></Rsn></StsRsnInf>` : ''}
        ${
          tx.payeeCheck
            ? `<StsRsnInf><Rsn><Prtry>${tx.payeeCheck.code}</Prtry></Rsn>${tx.payeeCheck.name ? `<AddtlInf>${tx.payeeCheck.name}</AddtlInf>` : ''}</StsRsnInf>`
            : ''
        }
      </TxInfAndSts>`,
        )
        .join('')}
    </OrgnlPmtInfAndSts>`
        : ''
    }
  </CstmrPmtStsRpt>
</Document>`;
