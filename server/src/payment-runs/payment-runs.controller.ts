import { Body, Controller, Get, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../auth/access.decorators.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import type { Principal } from '../auth/principal.js';
import { StaffRole } from '../auth/roles.js';
import { UuidPipe } from '../common/ids/uuid.pipe.js';
import { ApiList } from '../common/lists/api-list.decorator.js';
import { ListParams } from '../common/lists/list-params.decorator.js';
import type { ListQuery } from '../common/lists/list-query.js';
import type { ListResult } from '../common/lists/list-result.js';
import { CreatePaymentRunDto } from './dto/create-payment-run.dto.js';
import { PaymentRunDto, PendingPaymentsDto } from './dto/payment-run.dto.js';
import { PaymentRunNotFound } from './payment-runs.errors.js';
import { PaymentRunsService, type DownloadFile } from './payment-runs.service.js';

const RunId = new UuidPipe((value) => new PaymentRunNotFound(value));

const download = (file: DownloadFile) =>
  new StreamableFile(Buffer.from(file.content, 'utf8'), {
    type: file.contentType,
    disposition: `attachment; filename="${file.filename}"`,
  });

@ApiTags('Payment runs')
@Controller('api/paymentruns')
export class PaymentRunsController {
  constructor(private readonly runs: PaymentRunsService) {}

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Post()
  @ApiOperation({
    summary: 'Pays approved claims in a new payment run (Approver, Admin).',
    description:
      '`{ claims: [guid, ...] }` pays those claims, `{}` every claim In approval Run with a SEPA account. Each claim ' +
      'becomes Paid with audit action 3 "Payment initiated (PR-...)" in the same transaction, and its participant is mailed. ' +
      "409 names the claims that cannot be paid (not In approval Run, outside SEPA, already in a run); 422 'No approved " +
      "claims are waiting for payment.' or a missing PAYMENT_DEBTOR_* setting.",
  })
  @ApiCreatedResponse({ type: PaymentRunDto })
  create(@Body() body: CreatePaymentRunDto, @CurrentPrincipal() principal: Principal): Promise<PaymentRunDto> {
    return this.runs.create(body.claims, principal);
  }

  @Get()
  @ApiOperation({
    summary: 'The payment runs, newest first (staff).',
    description:
      'Page style answers the paged envelope; range/sort/filter an array with Content-Range. ' +
      'Sortable: createdAt (default, newest first), number, executionDate, claimCount, totalAmount.',
  })
  @ApiList(PaymentRunDto)
  list(@ListParams() query: ListQuery): Promise<ListResult<PaymentRunDto>> {
    return this.runs.list(query);
  }

  @Get('pending')
  @ApiOperation({ summary: 'The claims a new payment run would pay, with their total (staff).' })
  @ApiOkResponse({ type: PendingPaymentsDto })
  pending(): Promise<PendingPaymentsDto> {
    return this.runs.pending();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One payment run with its claims (accounts masked; staff).' })
  @ApiOkResponse({ type: PaymentRunDto })
  get(@Param('id', RunId) id: string): Promise<PaymentRunDto> {
    return this.runs.get(id);
  }

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Get(':id/sepa.xml')
  @ApiOperation({
    summary:
      "The run's SEPA credit-transfer file, ISO 20022 pain.001.001.09 (Approver, Admin: it holds the accounts in full).",
    description: '422 when a PAYMENT_DEBTOR_* setting is missing.',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'The pain.001.001.09 document, as an attachment PR-<year>-<number>.xml.' })
  async sepaFile(@Param('id', RunId) id: string): Promise<StreamableFile> {
    return download(await this.runs.sepaFile(id));
  }

  @Get(':id/claims.csv')
  @ApiOperation({ summary: "The run's claims for the ledger, as CSV (accounts masked; staff)." })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'One line per claim, with a header line.' })
  async csvFile(@Param('id', RunId) id: string): Promise<StreamableFile> {
    return download(await this.runs.csvFile(id));
  }
}
