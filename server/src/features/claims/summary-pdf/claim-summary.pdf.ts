import { translate } from '@unit-costs/contract';

import { academyDocument, drawSections, endWithIssued } from '../../../platform/common/pdf/letterhead.js';
import { claimSections } from '../dto/claim-sections.js';
import type { TravelClaimDto } from '../dto/travel-claim.dto.js';

/**
 * The one-page summary of a claim, as a PDF: what was claimed, how it was calculated and where it
 * stands, in the claim's language as its mails are. The IBAN comes as the caller passes it: masked
 * for a document that leaves the house.
 */
export function renderClaimSummary(claim: TravelClaimDto): Promise<Buffer> {
  const language = claim.language;
  const heading = translate(language, 'pdf.heading', { identifier: claim.identifier });
  const { doc, done } = academyDocument(heading, heading, language);
  drawSections(doc, claimSections(claim, language));
  endWithIssued(doc, new Date(), language);
  return done;
}
