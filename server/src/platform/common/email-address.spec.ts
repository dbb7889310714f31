import { withoutAddresses } from './email-address.js';

describe('withoutAddresses', () => {
  it('takes every address out of a message, as SMTP servers quote them', () => {
    // Postfix's and Exchange's refusals, as they are worded.
    expect(withoutAddresses('550 5.1.1 <jane.doe@court.example>: Recipient address rejected: User unknown')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected: User unknown',
    );
    expect(
      withoutAddresses('550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient Émile.Zola+x@Cour.example.fr not found'),
    ).toBe('550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient <address> not found');
    expect(withoutAddresses('connect ECONNREFUSED 127.0.0.1:25')).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });
});
