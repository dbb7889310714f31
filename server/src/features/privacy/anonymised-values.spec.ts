import { ANONYMISED_ATTENDEE, ANONYMISED_CLAIM } from './anonymised-values.js';

const CLAIM_ID = '0b4a3c2e-6f1d-4e8a-9c5b-7d2e1f0a3b4c';
const OTHER_CLAIM_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const address = ({ before, after }: { before: string; after: string }, id: string | number) => `${before}${id}${after}`;

describe('what an anonymised record carries instead of a person', () => {
  it('gives a claim the address docs/decisions.md names: anonymised-<claim id>@anonymised.invalid', () => {
    expect(address(ANONYMISED_CLAIM.address, CLAIM_ID)).toBe(`anonymised-${CLAIM_ID}@anonymised.invalid`);
  });

  it('reaches nobody: every placeholder address is in the reserved .invalid domain (RFC 2606)', () => {
    for (const placeholder of [
      ANONYMISED_CLAIM.address,
      ANONYMISED_ATTENDEE.address,
      ANONYMISED_ATTENDEE.claimAddress,
    ]) {
      expect(address(placeholder, 1)).toMatch(/^[^@\s]+@[a-z.]+\.invalid$/);
    }
  });

  it("is unique per claim, so the rollups still count each claim's owner once, and never an attendee's", () => {
    const claims = [CLAIM_ID, OTHER_CLAIM_ID].map((id) => address(ANONYMISED_CLAIM.address, id));
    expect(new Set(claims).size).toBe(2);
    expect(claims).not.toContain(address(ANONYMISED_ATTENDEE.address, CLAIM_ID));
  });

  it('gives the attendee of a claim the same address as its claim, so the audit pack still pairs them', () => {
    expect(ANONYMISED_ATTENDEE.claimAddress).toEqual(ANONYMISED_CLAIM.address);
  });

  it('marks every placeholder as one the retention run leaves alone: each ends as an attendee placeholder does', () => {
    for (const placeholder of [ANONYMISED_CLAIM.address, ANONYMISED_ATTENDEE.address]) {
      expect(address(placeholder, 7).endsWith(ANONYMISED_ATTENDEE.address.after)).toBe(true);
    }
  });

  it('names nobody: the names, the history and the summary entry say only that a person was anonymised', () => {
    expect(`${ANONYMISED_CLAIM.firstname} ${ANONYMISED_CLAIM.lastname}`).toBe('Anonymised participant');
    expect(`${ANONYMISED_ATTENDEE.firstname} ${ANONYMISED_ATTENDEE.lastname}`).toBe('Anonymised attendee');
    expect(ANONYMISED_CLAIM.historyActor).toBe('anonymised participant');
    // The entry said where the summary was mailed ('Summary sent to <address>'): no address is left in it.
    expect(ANONYMISED_CLAIM.summarySent).toBe('Summary sent');
  });
});
