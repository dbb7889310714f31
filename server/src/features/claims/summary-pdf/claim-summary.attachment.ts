import { Injectable, type OnModuleInit } from '@nestjs/common';

import { MailAttachments } from '../../../platform/mail/mail-attachments.js';
import { CLAIM_SUMMARY_PDF } from '../claim-mails.js';
import { ClaimViews } from '../claim-views.service.js';
import { renderClaimSummary } from './claim-summary.pdf.js';

export const summaryFileName = (identifier: string) => `claim-${identifier}.pdf`;

/** Renders the PDF summary a claim mail names, as the claim stands when the mail goes out. */
@Injectable()
export class ClaimSummaryAttachment implements OnModuleInit {
  constructor(
    private readonly attachments: MailAttachments,
    private readonly claims: ClaimViews,
  ) {}

  onModuleInit(): void {
    this.attachments.register(CLAIM_SUMMARY_PDF, async (ref) => {
      const claim = await this.claims.summaryDocument(String(ref.claimId));
      return {
        filename: summaryFileName(claim.identifier),
        contentType: 'application/pdf',
        content: await renderClaimSummary(claim),
      };
    });
  }
}
