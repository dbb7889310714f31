import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { SignedIn } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { GuestPrincipal } from '../../platform/auth/principal.js';
import { checkIban } from '../../platform/common/banking/iban.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import { ElvDataInputDto, type ElvDataInput } from './bank-data/dto/elv-data-input.dto.js';
import { IbanCheckDto } from './bank-data/dto/iban-check.dto.js';
import { ElvDataPipe } from './bank-data/elv-data.pipe.js';
import { GuestsOnlyGuard } from './bank-data/guests-only.guard.js';
import { ClaimViews } from './claim-views.service.js';
import { TravelClaimDto } from './dto/travel-claim.dto.js';

/**
 * The bank form's endpoints. In ClaimsModule, not BankDataModule, because saving answers the claim:
 * so claims depend on bank data and never the other way (see docs/architecture.md).
 */
@ApiTags('Claims')
@Controller('api/elvdata')
export class BankDataController {
  constructor(
    private readonly bankData: BankDataService,
    private readonly claims: ClaimViews,
  ) {}

  @Post()
  @SignedIn()
  @UseGuards(GuestsOnlyGuard)
  @HttpCode(200)
  @ApiOperation({
    summary: "Stores the bank data of the caller's Saved claim (participants only); answers the claim.",
    description:
      '400 with errors keyed IBAN, BIC, Bankname, AccountHolderName, BankAddress.Street/PostalCode/City/Country, ' +
      'AccountHolderAddress.*; the bank address (and BIC, bank name) may be left out only for a valid SEPA IBAN. ' +
      '404 for a claim that is not the caller’s; 422 when the claim is no longer Saved.',
  })
  @ApiBody({ type: ElvDataInputDto })
  @ApiOkResponse({ type: TravelClaimDto })
  async save(
    @CurrentPrincipal() guest: GuestPrincipal, // GuestsOnlyGuard let only guests in
    @Body(ElvDataPipe) body: ElvDataInput, // an interface: see ElvDataPipe
  ): Promise<TravelClaimDto> {
    await this.bankData.save(guest, body);
    return this.claims.get(body.claimId, guest);
  }

  @Get('validate/:iban')
  @SignedIn()
  @ApiOperation({ summary: 'Checks an IBAN as the bank form is filled in: valid, SEPA, and if not valid, why.' })
  @ApiOkResponse({ type: IbanCheckDto })
  validate(@Param('iban') iban: string): IbanCheckDto {
    return checkIban(iban);
  }
}
