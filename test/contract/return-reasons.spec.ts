import { RETURN_REASON_CODES, returnReasonInWords, translate } from '@unit-costs/contract';

/**
 * ExternalReturnReason1Code as the ISO 20022 external code sets publish it (every code of the list,
 * including those only card or direct-debit returns use).
 */
const ISO_RETURN_REASONS =
  'AC01 AC02 AC03 AC04 AC06 AC07 AC13 AC14 AC15 AC16 AC17 AG01 AG02 AG07 AGNT AM01 AM02 AM03 AM04 AM05 AM06 AM07 AM09 AM10 ARDT BE01 BE04 BE05 BE06 BE07 BE08 BE10 BE11 BE16 BE17 CN01 CNOR CNPC CURR CUST DC04 DNOR DS28 DT01 DT02 DT04 DUPL ED01 ED03 ED05 EMVL ERIN FF03 FF04 FF05 FF06 FF07 FOCR FR01 FRTR MD01 MD02 MD05 MD06 MD07 MS02 MS03 NARR NOAS NOCM NOOR PINL RC01 RC03 RC04 RC07 RC08 RC11 RF01 RR01 RR02 RR03 RR04 RR05 RR06 RR07 RR08 RR09 RR11 RR12 RUTA SL01 SL02 SL11 SL12 SL13 SL14 SP01 SP02 SVNR TM01 TRAC UPAY'.split(
    ' ',
  );
/** The ExternalStatusReason1Code codes banks answer a SEPA credit-transfer file with in a pain.002. */
const PAIN_002_REASONS =
  'AC02 AC03 AC05 AC09 AC11 AC13 AG03 AM11 AM12 AM18 BE22 CH03 CH04 CH16 CH17 CH20 CH21 DT01 DT03 DU01 DU02 DU04 DU05 FF01 FF02 FF08 FF10 RC02 RC05 RR10 TECH TM01'.split(
    ' ',
  );

describe('returnReasonInWords', () => {
  it('has words in English, German and French for every ISO return reason and the common pain.002 reasons', () => {
    for (const code of [...ISO_RETURN_REASONS, ...PAIN_002_REASONS].filter((code) => code !== 'NARR')) {
      expect({ code, known: RETURN_REASON_CODES.includes(code) }).toEqual({ code, known: true });
    }
    expect(new Set(RETURN_REASON_CODES).size).toBe(RETURN_REASON_CODES.length);
  });

  it('gives the words in each language, then the bank’s own text', () => {
    expect(returnReasonInWords('AC04')).toBe('the account has been closed');
    expect(returnReasonInWords('AC04', null, 'de')).toBe('das Konto aufgelöst wurde');
    expect(returnReasonInWords('ac04', null, 'fr')).toBe('le compte est clôturé');
    expect(returnReasonInWords('AC04', ' Konto saldiert\n 15.11.2026 ', 'de')).toBe(
      'das Konto aufgelöst wurde (Hinweis der Bank: „Konto saldiert 15.11.2026“)',
    );
    expect(returnReasonInWords('MD07', 'Décès du titulaire', 'fr')).toBe(
      'le titulaire du compte est décédé (note de la banque : « Décès du titulaire »)',
    );
  });

  it('reads NARR as the bank’s text, and an unknown code or none as words too', () => {
    expect(returnReasonInWords('NARR', 'Beneficiary unknown at this address')).toBe(
      'the bank gave this reason: “Beneficiary unknown at this address”',
    );
    expect(returnReasonInWords('NARR', null, 'de')).toBe('die Bank keinen Grund angab');
    expect(returnReasonInWords('XY12')).toBe('of a reason the bank gave as code XY12');
    expect(returnReasonInWords('XY12', null, 'de')).toBe('die Bank den Grund mit dem Code XY12 angab');
    expect(returnReasonInWords('XY12', null, 'fr')).toBe('la banque a indiqué le motif sous le code XY12');
    expect(returnReasonInWords(null, null, 'fr')).toBe('la banque n’a pas indiqué de motif');
  });

  it('reads as a sentence in the participant’s texts, in each language', () => {
    const values = { date: '30 November 2026' };
    expect(translate('en', 'claimDetail.paymentReturned', { ...values, reason: returnReasonInWords('AC04') })).toMatch(
      /because the account has been closed\./,
    );
    expect(
      translate('de', 'claimDetail.paymentReturned', { ...values, reason: returnReasonInWords('AM04', null, 'de') }),
    ).toMatch(/weil keine ausreichende Deckung für die Zahlung vorhanden war\./);
    expect(
      translate('fr', 'claimDetail.paymentReturned', { ...values, reason: returnReasonInWords('AC01', null, 'fr') }),
      // French puts a narrow no-break space before a colon.
    ).toMatch(/pour la raison suivante\u202f: le numéro de compte \(IBAN\) est incorrect\./);
  });
});
