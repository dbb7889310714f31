/** iban-to-bic ships no types; this is the one function used (its README's API), on its CommonJS exports. */
declare module 'iban-to-bic' {
  const ibanToBicPackage: {
    /** The BIC of the IBAN's bank; undefined for an invalid IBAN or a bank its directories do not know. */
    ibanToBic(iban: string): string | undefined;
  };
  export default ibanToBicPackage;
}
