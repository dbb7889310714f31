import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { Principal } from '../../platform/auth/principal.js';
import { StaffRole } from '../../platform/auth/roles.js';
import { MULTIPART_ENVELOPE_BYTES, UploadedBody, UploadLimit, type RawBody } from '../../platform/web/upload-bodies.js';
import { BankStatementsService } from './bank-statements.service.js';
import { StatementImportDto } from './dto/statement-import.dto.js';
import { STATEMENT_LIMIT_BYTES, statementFile } from './statement-body.js';

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
      'ISO 20022 camt.054 (debit notification), camt.053 (statement), camt.052 (intraday report) or pain.002 ' +
      '(status report), on its own or inside an envelope with a business application header (AppHdr), in the ' +
      'encoding it declares, as an ' +
      `application/xml body or the multipart field \`file\`, at most ${STATEMENT_LIMIT_BYTES / 1024 / 1024} MB. ` +
      "Matched to the payment runs' transfers by EndToEndId, then InstrId, or as a whole payment block (PmtInfId or " +
      'MsgId with its count and total). An entry settles a transfer only when the booking agrees with it: booked, a ' +
      "debit of the run's account, no reversal, in EUR, of the transfer's amount, booked between the run's creation " +
      'and today; the claim becomes Paid on that day and its participant is mailed. A return is a credit with ' +
      "return information (RtrInf) of the transfer's amount less charges; it and a pain.002 rejection (RJCT) record " +
      'the return and its reason, mail the participant and open the bank form again. An entry that names a transfer ' +
      'but disagrees, or names the uploader’s own claim, changes nothing: it is listed in `mismatched` with the ' +
      "reason in words and kept on the run for another Approver's review. A file of another account is 422 naming " +
      'both accounts. `skipped` counts what was not about a transfer. Importing the same statement again changes ' +
      'nothing. 400 says in one sentence what is wrong with the file (not well-formed or cut off, with the line; a ' +
      'DOCTYPE; nested too deep or too many elements; a namespace other than the formats read; a mandatory value ' +
      'missing or malformed).',
  })
  @ApiConsumes('application/xml', 'text/xml', 'multipart/form-data')
  @ApiBody({
    schema: { type: 'string', format: 'binary' },
    description: 'The statement XML, or a form with the field `file`.',
  })
  @ApiOkResponse({ type: StatementImportDto })
  @UploadLimit(STATEMENT_LIMIT_BYTES + MULTIPART_ENVELOPE_BYTES)
  async import(@UploadedBody() raw: RawBody, @CurrentPrincipal() principal: Principal): Promise<StatementImportDto> {
    return this.statements.import(await statementFile(raw), principal);
  }
}
