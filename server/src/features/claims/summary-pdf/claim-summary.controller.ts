import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { SignedIn } from '../../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../../platform/auth/current-principal.decorator.js';
import type { Principal } from '../../../platform/auth/principal.js';
import { ApiFile } from '../../../platform/openapi/api-file.decorator.js';
import { ClaimViews } from '../claim-views.service.js';
import { GuidPipe } from '../guid.pipe.js';
import { summaryFileName } from './claim-summary.attachment.js';
import { renderClaimSummary } from './claim-summary.pdf.js';

@ApiTags('Claims')
@Controller('api/travelclaim')
export class ClaimSummaryController {
  constructor(private readonly claims: ClaimViews) {}

  @SignedIn()
  @Get(':guid/summary.pdf')
  @ApiOperation({
    summary: "The claim's one-page PDF summary (its owner, or staff; others get 404 as for the claim).",
    description:
      'Academy, transaction number, participant and employer, seminar, the calculation, the status with its date and ' +
      'the bank account (IBAN masked for everyone).',
  })
  @ApiFile("The claim's summary.", 'application/pdf')
  async summary(
    @Param('guid', GuidPipe) guid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<StreamableFile> {
    const claim = await this.claims.summaryDocument(guid, principal);
    return new StreamableFile(await renderClaimSummary(claim), {
      type: 'application/pdf',
      disposition: `attachment; filename="${summaryFileName(claim.identifier)}"`,
    });
  }
}
