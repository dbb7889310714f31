import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { StaffPrincipal } from '../../platform/auth/principal.js';
import { StaffRole } from '../../platform/auth/roles.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import {
  AnonymisationRequestDto,
  AnonymisationResultDto,
  EventRetentionDto,
  LegalHoldDto,
  RetainUntilDto,
  RetentionOverviewDto,
} from './dto/retention.dto.js';
import { RetentionService } from './retention.service.js';

/** Retention, legal holds and anonymising on request: Admins only (docs/decisions.md, "Personal data"). */
@ApiTags('Privacy')
@Roles(StaffRole.Admin)
@Controller()
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get('api/privacy/retention')
  @ApiOperation({
    summary:
      "Each event's retention end and legal hold, and what the retention job's next run would anonymise (Admin).",
  })
  @ApiOkResponse({ type: RetentionOverviewDto })
  overview(): Promise<RetentionOverviewDto> {
    return this.retention.overview();
  }

  @Put('api/events/:id/legal-hold')
  @ApiOperation({
    summary:
      "Puts the event's claims on a legal hold (an audit or investigation is open): nothing of it is anonymised.",
    description: 'Who set it, when and why is recorded; setting it again replaces the reason (Admin).',
  })
  @ApiOkResponse({ type: EventRetentionDto })
  setLegalHold(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: LegalHoldDto,
    @CurrentPrincipal() staff: StaffPrincipal,
  ): Promise<EventRetentionDto> {
    return this.retention.setLegalHold(id, body.reason, staff);
  }

  @Delete('api/events/:id/legal-hold')
  @ApiOperation({ summary: "Lifts the event's legal hold, with the reason (Admin); 409 when it has none." })
  @ApiOkResponse({ type: EventRetentionDto })
  liftLegalHold(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: LegalHoldDto,
    @CurrentPrincipal() staff: StaffPrincipal,
  ): Promise<EventRetentionDto> {
    return this.retention.liftLegalHold(id, body.reason, staff);
  }

  @Put('api/events/:id/retention')
  @ApiOperation({
    summary: 'Sets a later retention end for the event (a grant closing later), or null for the default (Admin).',
  })
  @ApiOkResponse({ type: EventRetentionDto })
  setRetainUntil(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RetainUntilDto,
    @CurrentPrincipal() staff: StaffPrincipal,
  ): Promise<EventRetentionDto> {
    return this.retention.setRetainUntil(id, body.retainUntil, body.reason, staff);
  }

  @Post('api/privacy/anonymisations')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Anonymises a claim (claimId) or every claim of an address (email) on request, with the reason (Admin).',
    description:
      'Claims under a legal hold or still being decided or paid are kept and listed; for one claim that is a 409.',
  })
  @ApiOkResponse({ type: AnonymisationResultDto })
  anonymise(
    @Body() body: AnonymisationRequestDto,
    @CurrentPrincipal() staff: StaffPrincipal,
  ): Promise<AnonymisationResultDto> {
    return this.retention.anonymise(body, staff);
  }
}
