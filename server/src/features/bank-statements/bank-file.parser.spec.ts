import { readFileSync } from 'node:fs';

import { BankFileRefused, parseBankFile, parseBankFileUpload } from './bank-file.parser.js';
import type { ParsedAccountFile, ParsedStatusReport } from './statement-model.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/bank-files/${name}`, import.meta.url), 'utf8');

const account = (name: string) => parseBankFile(fixture(name)) as ParsedAccountFile;
const status = (name: string) => parseBankFile(fixture(name)) as ParsedStatusReport;

/** The one sentence a refusal gives the uploader. */
function refusal(xml: string): string {
  try {
    parseBankFile(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(BankFileRefused);
    return (error as BankFileRefused).message;
  }
  throw new Error('the file was read');
}

const eur = (value: string, cents: number) => ({ value, cents, currency: 'EUR' });

describe('camt.053', () => {
  it('001.02: the status as text, per-transfer details; pending entries and credits without a return are counted, not listed', () => {
    const file = account('camt.053.001.02.xml');
    expect(file).toMatchObject({
      kind: 'camt.053',
      version: '001.02',
      messageId: '053D2026112700001',
      createdAt: '2026-11-27T18:30:00.0+01:00',
      enveloped: false,
      skipped: { pending: 1, informationOnly: 0, creditsWithoutReturn: 1 },
    });
    expect(file.reports).toHaveLength(1);
    const [report] = file.reports;
    expect(report).toMatchObject({ id: '0352C5320261127183000', iban: 'DE02120300000000202051', currency: 'EUR' });
    expect(report.entries).toEqual([
      {
        position: 1,
        reference: '1',
        accountServicerReference: '2026112704711',
        status: 'BOOK',
        direction: 'debit',
        reversal: false,
        amount: eur('292.00', 29200),
        bookingDate: '2026-11-27',
        valueDate: '2026-11-27',
        additionalInfo: 'SEPA-UEBERWEISUNG',
        batches: [],
        transactions: [
          {
            endToEndId: 'UC-2026-000042',
            instructionId: 'UC-2026-000042',
            messageId: 'PR-2026-0007',
            paymentInformationId: 'PR-2026-0007.1',
            accountServicerReference: null,
            amount: eur('292.00', 29200),
            instructedAmount: null,
            direction: null,
            returnInfo: null,
            charges: [],
            chargesTotal: null,
            creditorName: 'Jane Doe',
            creditorIban: 'BE68539007547034',
          },
        ],
      },
    ]);
  });

  it('001.04: a batch booking with its transfers, each with its own amount and direction; information-only entries counted', () => {
    const file = account('camt.053.001.04.xml');
    expect(file.skipped).toEqual({ pending: 0, informationOnly: 1, creditsWithoutReturn: 0 });
    const [entry] = file.reports[0].entries;
    expect(entry).toMatchObject({ reference: 'B-0007', amount: eur('815.00', 81500), reversal: false });
    expect(entry.batches).toEqual([
      {
        messageId: 'PR-2026-0008',
        paymentInformationId: 'PR-2026-0008.1',
        numberOfTransactions: 2,
        total: eur('815.00', 81500),
        direction: 'debit',
      },
    ]);
    expect(entry.transactions.map((tx) => [tx.endToEndId, tx.amount?.cents, tx.direction])).toEqual([
      ['UC-2026-000050', 29200, 'debit'],
      ['UC-2026-000051', 52300, 'debit'],
    ]);
  });

  it('001.08: a payment block booked as one entry without per-transfer details, the status as a code', () => {
    const file = account('camt.053.001.08.xml');
    const [entry] = file.reports[0].entries;
    expect(entry).toMatchObject({ status: 'BOOK', amount: eur('1338.35', 133835), transactions: [] });
    expect(entry.batches).toEqual([
      {
        messageId: 'PR-2026-0009',
        paymentInformationId: 'PR-2026-0009.1',
        numberOfTransactions: 3,
        total: eur('1338.35', 133835),
        direction: 'debit',
      },
    ]);
  });

  it('001.10: a return naming the transfer by InstrId only, with charges, the instructed amount and the bank’s text joined', () => {
    const file = account('camt.053.001.10.xml');
    expect(file.skipped.creditsWithoutReturn).toBe(0);
    const [entry] = file.reports[0].entries;
    expect(entry).toMatchObject({ direction: 'credit', bookingDate: '2026-12-04', reversal: false });
    expect(entry.transactions[0]).toEqual({
      endToEndId: null,
      instructionId: 'UC-2026-000042',
      messageId: null,
      paymentInformationId: null,
      accountServicerReference: null,
      amount: eur('289.50', 28950),
      instructedAmount: eur('292.00', 29200),
      direction: 'credit',
      returnInfo: {
        code: 'AC04',
        proprietary: null,
        additionalInfo: 'Compte cloture le 15.11.2026',
        originator: 'Banque de Bruxelles',
      },
      charges: [eur('2.50', 250)],
      chargesTotal: eur('2.50', 250),
      creditorName: 'Jane Doe',
      creditorIban: 'BE68539007547034',
    });
  });

  it('reads a Document inside an envelope with a business application header', () => {
    const file = account('envelope.camt.053.001.08.xml');
    expect(file).toMatchObject({ kind: 'camt.053', version: '001.08', enveloped: true, messageId: 'CAMT053-ENV-0001' });
    expect(file.reports[0].entries[0].transactions[0].endToEndId).toBe('UC-2026-000042');
  });
});

describe('camt.054', () => {
  it('001.02: a debit notification with the 001.02 charges (Chrgs/Amt)', () => {
    const file = account('camt.054.001.02.xml');
    expect(file).toMatchObject({ kind: 'camt.054', version: '001.02', messageId: 'NTF-054-0001' });
    const [entry] = file.reports[0].entries;
    expect(entry.batches).toEqual([
      { messageId: null, paymentInformationId: null, numberOfTransactions: 1, total: null, direction: null },
    ]);
    expect(entry.transactions[0]).toMatchObject({
      endToEndId: 'UC-2026-000051',
      amount: eur('523.00', 52300),
      charges: [eur('0.35', 35)],
      creditorIban: 'FR1420041010050500013M02606',
    });
  });

  it('001.04: a reversal is kept (it may undo our debit); a debit carrying return information is kept as a debit', () => {
    const file = account('camt.054.001.04.xml');
    expect(file.skipped).toEqual({ pending: 0, informationOnly: 0, creditsWithoutReturn: 0 });
    const [reversal, debit] = file.reports[0].entries;
    expect(reversal).toMatchObject({ direction: 'credit', reversal: true, additionalInfo: 'STORNO' });
    expect(debit).toMatchObject({ direction: 'debit', reversal: false });
    expect(debit.transactions[0].returnInfo).toMatchObject({ code: 'AC04' });
  });

  it('001.08: the account of each notification (IBAN or other id) and each entry’s currency as the bank wrote them', () => {
    const file = account('camt.054.001.08.xml');
    expect(file.reports.map((report) => [report.iban, report.otherAccountId, report.currency])).toEqual([
      ['FR7630006000011234567890189', null, 'USD'],
      [null, '0012345678', 'CHF'],
    ]);
    expect(file.reports.map((report) => report.entries[0].amount)).toEqual([
      { value: '0.01', cents: 1, currency: 'USD' },
      { value: '292.00', cents: 29200, currency: 'CHF' },
    ]);
  });

  it('001.10: the pending entry is counted, the booked one kept with its value date from a date-time', () => {
    const file = account('camt.054.001.10.xml');
    expect(file.skipped.pending).toBe(1);
    expect(file.reports[0].entries).toHaveLength(1);
    expect(file.reports[0].entries[0]).toMatchObject({
      position: 2,
      bookingDate: '2026-12-03',
      valueDate: '2026-12-03',
    });
  });
});

describe('camt.052', () => {
  it('reads an intraday report like a statement', () => {
    const file = account('camt.052.001.08.xml');
    expect(file).toMatchObject({ kind: 'camt.052', version: '001.08', skipped: { informationOnly: 1 } });
    expect(file.reports[0]).toMatchObject({ id: 'INTRADAY-0930-1', iban: 'DE02120300000000202051' });
    expect(file.reports[0].entries[0].transactions[0].endToEndId).toBe('UC-2026-000070');
  });
});

describe('encodings a bank declares', () => {
  const statement = fixture('camt.054.001.02.xml').replace('Jean Dupont', 'Jürgen Müller-Lüdenscheidt');

  it('ISO-8859-1, as its declaration says', () => {
    const bytes = Buffer.from(statement.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    const file = parseBankFileUpload({ bytes, charset: null }) as ParsedAccountFile;
    expect(file.reports[0].entries[0].transactions[0].creditorName).toBe('Jürgen Müller-Lüdenscheidt');
  });

  it('UTF-16 with a byte-order mark', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(statement.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le'),
    ]);
    const file = parseBankFileUpload({ bytes, charset: null }) as ParsedAccountFile;
    expect(file.reports[0].entries[0].transactions[0].creditorName).toBe('Jürgen Müller-Lüdenscheidt');
  });
});

describe('pain.002', () => {
  it('001.03: a whole file rejected at group level, the bank’s text lines joined', () => {
    const report = status('pain.002.001.03.xml');
    expect(report).toEqual({
      kind: 'pain.002',
      version: '001.03',
      namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03',
      messageId: 'STS-20261127-001',
      createdAt: '2026-11-27T16:40:00',
      enveloped: false,
      originalMessageId: 'PR-2026-0007',
      originalMessageType: 'pain.001.001.03',
      groupStatus: 'RJCT',
      groupReasons: [
        {
          code: 'FF01',
          proprietary: null,
          additionalInfo: 'Schema validation failed: element PstlAdr/TwnNm missing',
        },
      ],
      paymentBlocks: [],
    });
  });

  it('001.10: one payment block rejected, another accepted', () => {
    const report = status('pain.002.001.10.xml');
    expect(report.groupStatus).toBe('PART');
    expect(report.paymentBlocks).toEqual([
      {
        paymentInformationId: 'PR-2026-0008.1',
        status: 'RJCT',
        reasons: [{ code: 'AM04', proprietary: null, additionalInfo: null }],
        transactions: [],
      },
      { paymentInformationId: 'PR-2026-0008.2', status: 'ACCP', reasons: [], transactions: [] },
    ]);
  });

  it('001.12: per transfer, with the Verification of Payee answers in each documented shape', () => {
    const report = status('pain.002.001.12.vop.xml');
    const transfers = report.paymentBlocks[0].transactions;
    expect(transfers.map((tx) => [tx.endToEndId, tx.instructionId, tx.status, tx.payeeVerification])).toEqual([
      ['UC-2026-000080', 'UC-2026-000080', 'ACTC', { outcome: 'match', code: 'MTCH', nameHeldByBank: null }],
      [
        'UC-2026-000081',
        'UC-2026-000081',
        'ACTC',
        { outcome: 'closeMatch', code: 'RVMC', nameHeldByBank: 'Giorgos Papadopoulos' },
      ],
      ['UC-2026-000082', null, 'RJCT', { outcome: 'noMatch', code: 'PN01', nameHeldByBank: null }],
      [null, 'UC-2026-000083', 'RJCT', { outcome: 'notPossible', code: 'NOAP', nameHeldByBank: null }],
      ['UC-2026-000084', null, 'ACCP', { outcome: 'closeMatch', code: 'CMTC', nameHeldByBank: 'Ivan Petrov' }],
    ]);
    expect(transfers[3].reasons).toEqual([{ code: 'AC04', proprietary: null, additionalInfo: 'Konto saldiert' }]);
  });
});

describe('refusals: one plain sentence each', () => {
  const statement = fixture('camt.053.001.02.xml');

  it('a file cut off while downloading', () => {
    const cut = statement.slice(0, statement.indexOf('<Ntry>', statement.indexOf('<Ntry>') + 1) + 20);
    const lines = cut.split('\n').length;
    expect(refusal(cut)).toBe(
      `The file ends at line ${lines} before its statement does: it may have been cut off while downloading.`,
    );
    expect(refusal('<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">')).toBe(
      'The file ends at line 2 before its document does: it may have been cut off while downloading.',
    );
  });

  it('malformed XML, with the place', () => {
    expect(refusal(statement.replace('</NtryRef>', '</NtryRf>'))).toBe(
      'The file is not well-formed XML at line 27, column 27 (unexpected close tag).',
    );
    expect(refusal('')).toMatch(/^The file is not well-formed XML at line 1/);
  });

  it('a namespace that is not one of the formats read, or none', () => {
    expect(refusal(statement.replace('camt.053.001.02"', 'pacs.008.001.08"'))).toBe(
      "The file's namespace urn:iso:std:iso:20022:tech:xsd:pacs.008.001.08 is not one the product reads: send an ISO 20022 camt.052, camt.053 or camt.054 (versions 001.02 to 001.13) or pain.002 (001.03 to 001.14) file.",
    );
    expect(refusal(statement.replace('camt.053.001.02"', 'camt.053.001.01"'))).toMatch(
      /namespace urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.01 is not one/,
    );
    expect(refusal('<Document><BkToCstmrStmt/></Document>')).toBe(
      "The file's Document declares no namespace: send an ISO 20022 camt.052, camt.053 or camt.054 (versions 001.02 to 001.13) or pain.002 (001.03 to 001.14) file.",
    );
  });

  it('a namespace that does not match the message inside', () => {
    expect(refusal(statement.replace('camt.053.001.02"', 'camt.054.001.02"'))).toBe(
      'The camt.054 file holds no BkToCstmrDbtCdtNtfctn: it is not a notification the bank sends.',
    );
  });

  it('a DOCTYPE (entities are never declared, let alone expanded)', () => {
    expect(
      refusal('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>'),
    ).toBe('The file must not contain a DOCTYPE (a bank file declares no entities).');
  });

  it('elements nested deeper than any bank file, at once and without a stack overflow', () => {
    const deep = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}</Document>`;
    expect(refusal(deep)).toBe('The file nests elements more than 48 deep at line 1: no bank file is built like that.');
  });

  it('more elements than any bank file holds', () => {
    const many = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${'<a/>'.repeat(1_000_001)}</Document>`;
    expect(refusal(many)).toBe('The file holds more than 1,000,000 elements: no bank file is that large.');
  });

  it('no Document at all, or two', () => {
    expect(refusal('<Envelope><AppHdr/></Envelope>')).toMatch(/^The file holds no ISO 20022 Document/);
    const body = statement.slice(statement.indexOf('<Document'));
    expect(refusal(`<Envelope>${body}${body}</Envelope>`)).toBe(
      'The file holds more than one Document: send one bank file per upload.',
    );
  });

  it('a missing or malformed mandatory value names its place', () => {
    expect(refusal(statement.replace('<Amt Ccy="EUR">292.00</Amt>', '<Amt Ccy="EUR">2,92</Amt>'))).toBe(
      'The amount at line 28 is not an ISO 20022 amount with a currency (such as <Amt Ccy="EUR">523.00</Amt>).',
    );
    expect(refusal(statement.replace('<Sts>BOOK</Sts>', ''))).toBe(
      'Entry 1 of the statement (line 26) has no status (Sts).',
    );
    expect(refusal(statement.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>BOTH</CdtDbtInd>'))).toBe(
      "The credit/debit indicator at line 29 is 'BOTH', not CRDT or DBIT.",
    );
  });
});

describe('hostile names and sizes', () => {
  it('elements named __proto__ and constructor are data like any other, and no prototype changes', () => {
    const hostile = fixture('camt.053.001.02.xml')
      .replace(
        '<NtryRef>1</NtryRef>',
        '<__proto__><polluted>yes</polluted></__proto__><constructor><prototype>x</prototype></constructor><NtryRef>1</NtryRef>',
      )
      .replace('<Stmt>', '<Stmt><__proto__>1</__proto__>');
    const file = parseBankFile(hostile) as ParsedAccountFile;
    expect(file.reports[0].entries[0].reference).toBe('1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(file.reports[0])).toBe(Object.prototype);
  });

  it('reads a 10 MB statement of 45,000 entries, dropping each entry’s elements once read', () => {
    const entry = (n: number) =>
      `<Ntry><Amt Ccy="EUR">${(n % 900) + 10}.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt><NtryDtls><TxDtls><Refs><EndToEndId>X-${n}</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>\n`;
    const entries = Array.from({ length: 45_000 }, (_, n) => entry(n)).join('');
    const xml = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>BIG</MsgId></GrpHdr><Stmt><Id>1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;
    expect(xml.length).toBeGreaterThan(9 * 1024 * 1024);
    const file = parseBankFile(xml) as ParsedAccountFile;
    expect(file.reports[0].entries).toHaveLength(45_000);
    expect(file.reports[0].entries[44_999]).toMatchObject({
      position: 45_000,
      amount: { value: '909.00', cents: 90900, currency: 'EUR' },
      transactions: [expect.objectContaining({ endToEndId: 'X-44999' })],
    });
  });
});
