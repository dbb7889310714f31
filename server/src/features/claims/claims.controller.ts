import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@unit-costs/contract';

import { Public, Roles, SignedIn, SignInOptional } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { Principal } from '../../platform/auth/principal.js';
import { StaffRole } from '../../platform/auth/roles.js';
import { RequestLanguage } from '../../platform/common/i18n/request-language.js';
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { ListResult } from '../../platform/common/lists/list-result.js';
import { ClaimLifecycle } from './claim-lifecycle.service.js';
import { ClaimMailer } from './claim-mailer.service.js';
import { ClaimSaving } from './claim-saving.service.js';
import { ClaimViews } from './claim-views.service.js';
import { CalculationRequestDto } from './dto/calculation-request.dto.js';
import { CalculationResultDto } from './dto/calculation-result.dto.js';
import { ClaimDraftDto } from './dto/claim-draft.dto.js';
import { CLAIM_LIST_OPTIONS } from './dto/claim-list-filter.js';
import { ClaimUpdateDto, ClaimUpdateWithGuidDto } from './dto/claim-update.dto.js';
import { SavedClaimDto } from './dto/saved-claim.dto.js';
import { SummaryRequestDto } from './dto/summary-request.dto.js';
import { ElvDataDto, TravelClaimDto } from './dto/travel-claim.dto.js';
import { GuidPipe } from './guid.pipe.js';
import { IdempotencyKey } from './idempotency-key.js';

@ApiTags('Claims')
@Controller('api/travelclaim')
export class ClaimsController {
  constructor(
    private readonly saving: ClaimSaving,
    private readonly views: ClaimViews,
    private readonly lifecycle: ClaimLifecycle,
    private readonly mailer: ClaimMailer,
  ) {}

  @Public()
  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The refund for a participant (the claim form; no sign-in).',
    description:
      "400 'Please fill out all required fields.' when something is missing; 400 with errorCode 0 and a sentence " +
      'to show when the rules refuse (too many nights, country not included (ineligibilityReason 3), distance outside every band).',
  })
  @ApiOkResponse({ type: CalculationResultDto })
  calculate(@Body() body: CalculationRequestDto): Promise<CalculationResultDto> {
    return this.saving.calculate(body);
  }

  @SignInOptional()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Saves a claim (the claim form; no sign-in needed). Recalculates everything and mails a confirmation (at most 5 an hour per address; `confirmationMail` says).',
    description:
      "A participant signed in with the claim's e-mail address (guest token) gets the claim's PDF summary attached " +
      'to the confirmation; without a token the claim is saved all the same, without it. A token that is not valid ' +
      '(expired, forged) is 401, as everywhere: renew the session and repeat, or repeat without a token.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One per submission of the form: a repeat within 24 hours gets the first answer and saves nothing.',
  })
  @ApiOkResponse({ type: SavedClaimDto })
  save(
    @Body() body: ClaimDraftDto,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CurrentPrincipal() principal: Principal | undefined,
    @RequestLanguage() requestLanguage: Language | undefined,
  ): Promise<SavedClaimDto> {
    return this.saving.save(body, idempotencyKey, principal, requestLanguage);
  }

  @SignedIn()
  @Get()
  @ApiOperation({
    summary:
      "A guest's own claims, or (staff) every claim filtered by status, email (contains), number (event), duplicate (true/false).",
    description:
      'Page style answers the paged envelope, 204 when empty; range/sort/filter an array with Content-Range. ' +
      'Sortable: submitted (default, newest first), identifier, status, email, lastname, totalAmount, number.',
  })
  @ApiList(TravelClaimDto, { emptyIs204: true })
  list(
    @CurrentPrincipal() principal: Principal,
    @ListParams(CLAIM_LIST_OPTIONS) query: ListQuery,
  ): Promise<ListResult<TravelClaimDto>> {
    return this.views.list(principal, query);
  }

  @SignedIn()
  @Get(':guid')
  @ApiOperation({ summary: 'One claim with its history and bank data (the owner, or staff).' })
  @ApiOkResponse({ type: TravelClaimDto })
  get(@Param('guid', GuidPipe) guid: string, @CurrentPrincipal() principal: Principal): Promise<TravelClaimDto> {
    return this.views.get(guid, principal);
  }

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Get(':guid/bankdata')
  @ApiOperation({
    summary: "The claim's bank data with the IBAN in full (Approver, Admin); every call is recorded.",
    description: '404 when the claim has no bank data. The claim answers carry the IBAN masked.',
  })
  @ApiOkResponse({ type: ElvDataDto })
  bankData(@Param('guid', GuidPipe) guid: string, @CurrentPrincipal() principal: Principal): Promise<ElvDataDto> {
    return this.views.revealBankData(guid, principal);
  }

  @SignedIn()
  @Put()
  @ApiOperation({
    summary: 'Changes the status of the claim named in the body.',
    description:
      'The owner requests (1, with bank data, after the event); Approver/Admin approve (2), reject (5, with a reason) ' +
      'or pay (3). 403 for a change the caller may never make, 409 for one the state does not allow.',
  })
  @ApiOkResponse({ type: TravelClaimDto })
  update(@Body() body: ClaimUpdateWithGuidDto, @CurrentPrincipal() principal: Principal): Promise<TravelClaimDto> {
    return this.lifecycle.update(body.guid.toLowerCase(), body, principal);
  }

  @SignedIn()
  @Put(':guid')
  @ApiOperation({ summary: 'As PUT /api/travelclaim, with the claim named in the path (ra-data-simple-rest).' })
  @ApiOkResponse({ type: TravelClaimDto })
  updateByGuid(
    @Param('guid', GuidPipe) guid: string,
    @Body() body: ClaimUpdateDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TravelClaimDto> {
    return this.lifecycle.update(guid, body, principal);
  }

  @Post('summary')
  @HttpCode(200)
  @ApiOperation({ summary: "Mails the claim's full summary to Recipient (staff); the history records it." })
  @ApiOkResponse({ type: TravelClaimDto })
  sendSummary(@Body() body: SummaryRequestDto, @CurrentPrincipal() principal: Principal): Promise<TravelClaimDto> {
    return this.mailer.sendSummary(body, principal);
  }
}
