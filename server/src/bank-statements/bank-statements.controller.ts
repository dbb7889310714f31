import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { UploadedBody, type RawBody } from '../attendance/upload-bodies.js';
import { Roles } from '../auth/access.decorators.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import type { Principal } from '../auth/principal.js';
import { StaffRole } from '../auth/roles.js';
import { BankStatementsService } from './bank-statements.service.js';
import { StatementImportDto } from './dto/statement-import.dto.js';
import { STATEMENT_LIMIT_BYTES, statementXml } from './statement-body.js';

@ApiTags('Payment runs')
@Controller('api/bankstatements')
export class BankStatementsController {
  constructor(private readonly statements: BankStatementsService) {}

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Imports the bank's statement of executed transfers (Approver, Admin).",
    description:
      'ISO 20022 camt.054 (debit notification), camt.053 (statement) or pain.002 (status report), as an ' +
      `application/xml body or the multipart field \`file\`, at most ${STATEMENT_LIMIT_BYTES / 1024 / 1024} MB. ` +
      "Matched by EndToEndId to the payment runs' transfers: a booked debit makes the claim Paid (participant mailed " +
      'with the date); an entry with return information (RtrInf) or a rejection (RJCT) records the return and its ' +
      'reason, mails the participant and opens the bank form again. Importing the same statement again changes ' +
      'nothing. 400 names what is wrong with the file (not XML, a DOCTYPE, not one of the three messages).',
  })
  @ApiConsumes('application/xml', 'text/xml', 'multipart/form-data')
  @ApiBody({
    schema: { type: 'string', format: 'binary' },
    description: 'The statement XML, or a form with the field `file`.',
  })
  @ApiOkResponse({ type: StatementImportDto })
  async import(@UploadedBody() raw: RawBody, @CurrentPrincipal() principal: Principal): Promise<StatementImportDto> {
    return this.statements.import(await statementXml(raw), principal);
  }
}
