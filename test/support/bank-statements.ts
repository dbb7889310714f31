import { academyDate } from '../../server/src/common/event-calendar.js';
import { DEMO_DEBTOR } from '../../server/src/config/config.js';

/**
 * The bank's answers to a payment run's file, as ISO 20022 messages: for the API tests and the
 * browser journeys that upload them.
 */

/** The academy's account and address (PAYMENT_DEBTOR_*) for the tests that make payment runs: the demo's. */
export const PAYMENT_DEBTOR = DEMO_DEBTOR;

/** One booked entry of a debit notification: the transfer paid, or (with a reason code such as AC04) returned. */
export const entry = (endToEndId: string, amount: number, returned?: string) => `
      <Ntry>
        <Amt Ccy="EUR">${amount.toFixed(2)}</Amt>
        <CdtDbtInd>${returned ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${academyDate(new Date())}</Dt></BookgDt>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${endToEndId}</EndToEndId></Refs>
          ${returned ? `<RtrInf><Rsn><Cd>${returned}</Cd></Rsn></RtrInf>` : ''}
        </TxDtls></NtryDtls>
      </Ntry>`;

/** A camt.054 debit notification as a bank sends it, with the entries given. */
export const camt054 = (id: string, entries: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}-1</Id>
      <Acct><Id><IBAN>${PAYMENT_DEBTOR.PAYMENT_DEBTOR_IBAN}</IBAN></Id></Acct>${entries.join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
