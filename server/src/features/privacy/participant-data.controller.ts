import { Controller, Get, Header, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@unit-costs/contract';

import { SignedIn } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { GuestPrincipal, Principal } from '../../platform/auth/principal.js';
import { RequestLanguage } from '../../platform/common/i18n/request-language.js';
import { ApiFile } from '../../platform/openapi/api-file.decorator.js';
import { ContactDataDto, ErasureResultDto, ParticipantExportDto } from './dto/participant-data.dto.js';
import { ParticipantDataService } from './participant-data.service.js';
import { renderParticipantExport } from './participant-export.pdf.js';
import { StaffHaveNoOwnData } from './privacy.errors.js';

function guestOnly(principal: Principal): GuestPrincipal {
  if (principal.kind !== 'guest') throw new StaffHaveNoOwnData();
  return principal;
}

/** A signed-in participant's own data: a copy (GDPR Art. 15, 20) and erasure (Art. 17). */
@ApiTags('Privacy')
@Controller('api/me')
export class ParticipantDataController {
  constructor(private readonly data: ParticipantDataService) {}

  @SignedIn()
  @Get('contact')
  @ApiOperation({
    summary: "The claim form's contact fields for the signed-in participant: name and phone from their last claim.",
    description:
      'The e-mail address is the one signed in with; name and phone are null when no claim of that address holds them ' +
      '(none yet, or anonymised, or restricted at its owner’s request). Only ever the caller’s own data.',
  })
  @ApiOkResponse({ type: ContactDataDto })
  contact(@CurrentPrincipal() principal: Principal): Promise<ContactDataDto> {
    return this.data.contact(guestOnly(principal));
  }

  @SignedIn()
  @Get('export')
  @ApiOperation({
    summary: 'Everything held about the signed-in address, as JSON: claims with history, bank data masked, mails.',
  })
  @ApiOkResponse({ type: ParticipantExportDto })
  @Header('Vary', 'Accept-Language')
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: "The app's language (en, de, fr): the retention's words.",
  })
  export(
    @CurrentPrincipal() principal: Principal,
    @RequestLanguage() language: Language | undefined,
  ): Promise<ParticipantExportDto> {
    return this.data.export(guestOnly(principal), language);
  }

  @SignedIn()
  @Get('export.pdf')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary:
      "The same as GET /api/me/export, as a readable PDF in the request's language (Accept-Language: en, de, fr).",
  })
  @ApiHeader({ name: 'Accept-Language', required: false, description: "The app's language: en, de or fr." })
  @ApiFile('What the academy holds of the participant, as a PDF.', 'application/pdf')
  async exportPdf(
    @CurrentPrincipal() principal: Principal,
    @RequestLanguage() language: Language | undefined,
  ): Promise<StreamableFile> {
    const data = await this.data.export(guestOnly(principal), language);
    return new StreamableFile(await renderParticipantExport(data, language), {
      type: 'application/pdf',
      disposition: `attachment; filename="my-data-${data.generatedAt.slice(0, 10)}.pdf"`,
    });
  }

  @SignedIn()
  @Post('erasure')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Erases the signed-in address's claims: anonymised at once where no retention duty keeps them, else restricted.",
    description:
      'Never requested, or rejected and past the appeal period: anonymised now. The others are hidden from everyone but ' +
      'Admins (and the audit pack) until their retention end; each says why and until when.',
  })
  @ApiOkResponse({ type: ErasureResultDto })
  erase(@CurrentPrincipal() principal: Principal): Promise<ErasureResultDto> {
    return this.data.erase(guestOnly(principal));
  }
}
