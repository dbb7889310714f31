import { type SepaAddress, sepaCreditTransferFile, sepaText } from './sepa-file.js';

describe('sepaText', () => {
  it('transliterates into the SEPA character set and cuts to the length', () => {
    expect(sepaText('Łukasz Żółć-Brzęczyszczykiewicz', 70)).toBe('Lukasz Zolc-Brzeczyszczykiewicz');
    expect(sepaText('Müller & Söhne GmbH; "Straße"', 70)).toBe('Muller Sohne GmbH Strasse');
    expect(sepaText('Ελληνικά  Δίκαιο', 70)).toBe('Ellinika Dikaio');
    expect(sepaText('Refund UC-2026-000001 126DT01 European Contract Law', 20)).toBe('Refund UC-2026-00000');
    expect(sepaText('a    b ', 3)).toBe('a b');
  });

  it('writes Greek and Cyrillic names by their national standards, not letter by letter', () => {
    expect(sepaText('Γιώργος Παπαδόπουλος', 70)).toBe('Giorgos Papadopoulos');
    expect(sepaText('Ευάγγελος Μπακογιάννης', 70, 'GR')).toBe('Evangelos Bakogiannis');
    expect(sepaText('Стоян Щерев', 70, 'BG')).toBe('Stoyan Shterev');
    expect(sepaText('Олександр Яценко', 70, 'UA')).toBe('Oleksandr Yatsenko');
    expect(sepaText('Юлия Щербакова', 70, 'DE')).toBe('Iuliia Shcherbakova');
  });
});

describe('sepaCreditTransferFile', () => {
  const run = { number: 'PR-2026-0007', executionDate: '2026-03-02', createdAt: new Date(2026, 2, 1, 9, 30, 0) };
  const debtor = {
    name: 'Academy',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    address: { street: 'Metzer Allee', building: '4', postcode: '54295', town: 'Trier', country: 'DE' },
  };
  const transfer = {
    endToEndId: 'UC-2026-000001',
    instructionId: 'PR-2026-0007.0.0',
    creditorName: 'Jane Doe',
    iban: 'BE68539007547034',
    bic: 'GKCCBEBB' as string | null,
    amount: 0.1,
    remittance: 'Refund',
    address: null as SepaAddress | null,
  };

  it('adds the amounts to the cent and asks for the run’s execution date', () => {
    const xml = sepaCreditTransferFile(run, debtor, [
      transfer,
      { ...transfer, endToEndId: 'UC-2026-000002', instructionId: 'PR-2026-0007.0.1', amount: 0.2 },
    ]);
    expect(xml).toContain('<MsgId>PR-2026-0007</MsgId><CreDtTm>2026-03-01T09:30:00</CreDtTm>');
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>0.30</CtrlSum>');
    expect(xml).toContain('<ReqdExctnDt><Dt>2026-03-02</Dt></ReqdExctnDt>');
  });

  it('names the block and each transfer by the ids kept with the run, which banks quote back', () => {
    const xml = sepaCreditTransferFile(run, debtor, [
      { ...transfer, instructionId: 'PR-2026-0007.0.1' },
      { ...transfer, endToEndId: 'UC-2026-000002', instructionId: 'PR-2026-0007.0.0' },
    ]);
    expect(xml).toContain('<PmtInfId>PR-2026-0007.0</PmtInfId>');
    expect([...xml.matchAll(/<PmtId>(.*?)<\/PmtId>/g)].map(([, ids]) => ids)).toEqual([
      '<InstrId>PR-2026-0007.0.1</InstrId><EndToEndId>UC-2026-000001</EndToEndId>',
      '<InstrId>PR-2026-0007.0.0</InstrId><EndToEndId>UC-2026-000002</EndToEndId>',
    ]);
  });

  it('leaves out a BIC that is not of the IBAN’s country, and an absent one (SEPA needs only the IBAN)', () => {
    for (const bic of ['COBADEFFXXX', null]) {
      const xml = sepaCreditTransferFile(run, debtor, [{ ...transfer, bic }]);
      expect(xml).not.toContain('<CdtrAgt>');
      expect(xml).toContain(
        '<Cdtr><Nm>Jane Doe</Nm></Cdtr><CdtrAcct><Id><IBAN>BE68539007547034</IBAN></Id></CdtrAcct>',
      );
    }
  });

  it('writes structured addresses after each party’s name: town and country always, never address lines', () => {
    const xml = sepaCreditTransferFile(run, debtor, [
      { ...transfer, address: { street: 'Rue Haute 12', postcode: '1000', town: 'Bruxelles', country: 'BE' } },
      {
        ...transfer,
        endToEndId: 'UC-2026-000002',
        address: { street: '', postcode: '', town: 'Vaduz', country: 'LI' },
      },
      // No town left in the SEPA character set, no address at all (an address without a town is refused).
      { ...transfer, endToEndId: 'UC-2026-000003', address: { street: 'x', postcode: '1', town: '&&', country: 'BE' } },
      { ...transfer, endToEndId: 'UC-2026-000004' },
    ]);
    expect(xml).toContain(
      '<Dbtr><Nm>Academy</Nm><PstlAdr><StrtNm>Metzer Allee</StrtNm><BldgNb>4</BldgNb><PstCd>54295</PstCd><TwnNm>Trier</TwnNm><Ctry>DE</Ctry></PstlAdr></Dbtr>',
    );
    const creditors = [...xml.matchAll(/<Cdtr>.*?<\/Cdtr>/g)].map(([creditor]) => creditor);
    expect(creditors).toEqual([
      '<Cdtr><Nm>Jane Doe</Nm><PstlAdr><StrtNm>Rue Haute 12</StrtNm><PstCd>1000</PstCd><TwnNm>Bruxelles</TwnNm><Ctry>BE</Ctry></PstlAdr></Cdtr>',
      '<Cdtr><Nm>Jane Doe</Nm><PstlAdr><TwnNm>Vaduz</TwnNm><Ctry>LI</Ctry></PstlAdr></Cdtr>',
      '<Cdtr><Nm>Jane Doe</Nm></Cdtr>',
      '<Cdtr><Nm>Jane Doe</Nm></Cdtr>',
    ]);
    expect(xml).not.toContain('AdrLine');
  });
});
