import { blockDisagreements, type Booking, paymentDisagreements, returnDisagreements } from './booking-rules.js';
import type { BankAmount } from './statement-model.js';

const OURS = 'DE02120300000000202051';
const amount = (value: string, currency = 'EUR'): BankAmount => ({
  value,
  cents: /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null,
  currency,
});
const transfer = { amountCents: 52300, runNumber: 'PR-2026-0007', runCreatedOn: '2026-11-28', debtorIban: OURS };
const TODAY = '2026-11-30';
const booked = (change: Partial<Booking> = {}): Booking => ({
  direction: 'debit',
  otherDirectionStated: null,
  reversal: false,
  amount: amount('523.00'),
  accountIban: OURS,
  otherAccountId: null,
  bookingDate: '2026-11-30',
  ...change,
});

describe('paymentDisagreements (docs/rules.md, "Payments")', () => {
  it('finds none in a booked debit of the run’s account, in EUR, of the amount, between the run and today', () => {
    expect(paymentDisagreements(booked(), transfer, TODAY)).toEqual([]);
    expect(paymentDisagreements(booked({ bookingDate: '2026-11-28' }), transfer, TODAY)).toEqual([]);
  });

  it('says in words what disagrees', () => {
    const cases: [Partial<Booking>, string[]][] = [
      [{ amount: amount('532.00') }, ['booked 532.00 EUR, the transfer is 523.00 EUR']],
      [{ amount: amount('0.01', 'USD') }, ['in USD']],
      [{ amount: amount('523.00', 'CHF') }, ['in CHF']],
      [{ direction: 'credit' }, ['a credit, not the transfer']],
      [{ direction: 'credit', reversal: true }, ['a reversal of an earlier booking, not the transfer']],
      [
        { direction: 'credit', otherDirectionStated: 'debit' },
        ['a credit, not the transfer', 'the entry is a credit, its details say debit'],
      ],
      [{ bookingDate: '2013-12-27' }, ['booked 2013-12-27, before the run was created on 2026-11-28']],
      [{ bookingDate: '2026-12-01' }, ['booked 2026-12-01, a day still to come']],
      [{ bookingDate: null }, ['the entry has no booking date (or none the calendar has)']],
      [{ amount: null }, ['the bank gives no amount for the transfer']],
      [
        { accountIban: 'CH9300762011623852957' },
        ['booked on account CH9300762011623852957, the run pays from DE02120300000000202051'],
      ],
      [
        { accountIban: null, otherAccountId: '0012345678' },
        ['the statement names its account 0012345678, not by IBAN; the run pays from DE02120300000000202051'],
      ],
    ];
    for (const [change, reasons] of cases) {
      expect([change, paymentDisagreements(booked(change), transfer, TODAY)]).toEqual([change, reasons]);
    }
  });

  it('lists every way one booking disagrees (the 0.01 USD debit of another company’s account)', () => {
    expect(
      paymentDisagreements(
        booked({ amount: amount('0.01', 'USD'), accountIban: 'GB33BUKB20201555555555' }),
        transfer,
        TODAY,
      ),
    ).toEqual(['booked on account GB33BUKB20201555555555, the run pays from DE02120300000000202051', 'in USD']);
  });
});

describe('returnDisagreements', () => {
  const credit = (change: Partial<Booking> = {}) => booked({ direction: 'credit', ...change });

  it('takes a credit of the amount, or of the amount less the charges the banks deducted', () => {
    expect(returnDisagreements(credit(), 0, transfer, TODAY)).toEqual([]);
    expect(returnDisagreements(credit({ amount: amount('520.50') }), 250, transfer, TODAY)).toEqual([]);
  });

  it('refuses a debit carrying return information, and a return of another amount', () => {
    expect(returnDisagreements(booked(), 0, transfer, TODAY)).toEqual([
      'a debit carrying return information, not money coming back',
    ]);
    expect(returnDisagreements(credit({ amount: amount('500.00') }), 250, transfer, TODAY)).toEqual([
      'returned 500.00 EUR and 2.50 EUR charges, the transfer is 523.00 EUR',
    ]);
  });

  it('goes by the entry, not by a transaction stating the other direction', () => {
    expect(returnDisagreements(booked({ otherDirectionStated: 'credit' }), 0, transfer, TODAY)).toEqual([
      'a debit carrying return information, not money coming back',
      'the entry is a debit, its details say credit',
    ]);
  });
});

describe('blockDisagreements', () => {
  const block = { ...transfer, amountCents: 80000, transfers: 3 };

  it('takes a block booked as one when the count and the total agree', () => {
    expect(blockDisagreements(booked(), { numberOfTransactions: 3, total: amount('800.00') }, block, TODAY)).toEqual(
      [],
    );
  });

  it('sends it to review otherwise', () => {
    expect(blockDisagreements(booked(), { numberOfTransactions: 3, total: amount('799.99') }, block, TODAY)).toEqual([
      'the bank booked 3 transfers for 799.99 EUR as one entry; PR-2026-0007 has 3 for 800.00 EUR',
    ]);
    expect(blockDisagreements(booked(), { numberOfTransactions: 2, total: amount('800.00') }, block, TODAY)).toEqual([
      'the bank booked 2 transfers for 800.00 EUR as one entry; PR-2026-0007 has 3 for 800.00 EUR',
    ]);
    expect(blockDisagreements(booked(), { numberOfTransactions: null, total: amount('800.00') }, block, TODAY)).toEqual(
      [
        'the bank booked transfers without counting them for 800.00 EUR as one entry; PR-2026-0007 has 3 for 800.00 EUR',
      ],
    );
  });
});
