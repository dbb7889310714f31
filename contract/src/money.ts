/** How amounts read everywhere (server mails, both apps): euros with two decimals, '€1,234.50'. */
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const wholeEuro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const isAmount = (amount: number | null | undefined): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount);

/** '€1,234.50'; nothing ('') where there is no amount. */
export const formatEuro = (amount: number | null | undefined): string => (isAmount(amount) ? euro.format(amount) : '');

/** Refund rates are shown rounded to whole euros: '€95'. */
export const formatWholeEuro = (amount: number | null | undefined): string =>
  isAmount(amount) ? wholeEuro.format(Math.round(amount)) : '';
