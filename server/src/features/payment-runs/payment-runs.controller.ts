import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { Principal } from '../../platform/auth/principal.js';
import { StaffRole } from '../../platform/auth/roles.js';
import { UuidPipe } from '../../platform/common/ids/uuid.pipe.js';
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { ListResult } from '../../platform/common/lists/list-result.js';
import { ApiFile } from '../../platform/openapi/api-file.decorator.js';
import { BankEntryReviewsService } from './bank-entry-reviews.service.js';
import { ConfirmExecutedDto } from './dto/confirm-executed.dto.js';
import { CreatePaymentRunDto } from './dto/create-payment-run.dto.js';
import { PaymentRunDto, PendingPaymentsDto } from './dto/payment-run.dto.js';
import { ReviewDecisionDto } from './dto/review-decision.dto.js';
import { PaymentRunNotFound, ReviewNotFound } from './payment-runs.errors.js';
import { PaymentRunsService, type DownloadFile } from './payment-runs.service.js';

const RunId = new UuidPipe((value) => new PaymentRunNotFound(value));
const ReviewId = new UuidPipe((value) => new ReviewNotFound(value));

const download = (file: DownloadFile) =>
  new StreamableFile(Buffer.from(file.content, 'utf8'), {
    type: file.contentType,
    disposition: `attachment; filename="${file.filename}"`,
  });

@ApiTags('Payment runs')
@Controller('api/paymentruns')
export class PaymentRunsController {
  constructor(
    private readonly runs: PaymentRunsService,
    private readonly reviews: BankEntryReviewsService,
  ) {}

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Post()
  @ApiOperation({
    summary: 'Sends approved claims to the bank in a new payment run (Approver, Admin).',
    description:
      '`{ claims: [guid, ...] }` takes those claims, `{}` every claim In approval Run with a SEPA account ready. ' +
      '`executionDate` (YYYY-MM-DD, a TARGET2 business day, not in the past) defaults to the next TARGET2 business day. ' +
      'Each claim gets audit action 3 "Payment initiated (PR-...)" and stays In approval Run: it is Paid, and its ' +
      'participant mailed, only once the bank has executed the run (confirm it, or upload the bank statement). ' +
      "409 names the claims that cannot go in a run; 422 'No approved claims are waiting for payment.', an execution " +
      'date the bank cannot take, or a missing PAYMENT_DEBTOR_* setting.',
  })
  @ApiCreatedResponse({ type: PaymentRunDto })
  create(@Body() body: CreatePaymentRunDto, @CurrentPrincipal() principal: Principal): Promise<PaymentRunDto> {
    return this.runs.create(body.claims, principal, body.executionDate);
  }

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Post(':id/executed')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirms that the bank executed the run on a date (Approver, Admin).',
    description:
      "Every transfer the bank's statements have not answered for becomes paid: its claim Paid (audit action 6) and " +
      'its participant mailed with the date. 409 once the run is executed or cancelled; 422 for a date in the future ' +
      'or before the run was created.',
  })
  @ApiOkResponse({ type: PaymentRunDto })
  confirmExecuted(
    @Param('id', RunId) id: string,
    @Body() body: ConfirmExecutedDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaymentRunDto> {
    return this.runs.confirmExecuted(id, body.executedOn, principal);
  }

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancels a run the bank has not executed (Approver, Admin).',
    description:
      'Its claims wait for a new run (In approval Run, audit action 8 each). 409 once the run is executed or ' +
      'cancelled, or when the bank has already paid or returned any of its transfers.',
  })
  @ApiOkResponse({ type: PaymentRunDto })
  cancel(@Param('id', RunId) id: string, @CurrentPrincipal() principal: Principal): Promise<PaymentRunDto> {
    return this.runs.cancel(id, principal);
  }

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Post(':id/reviews/:reviewId')
  @HttpCode(200)
  @ApiOperation({
    summary: "Decides on a bank entry kept on the run for review (Approver, Admin; not the claimant's own).",
    description:
      '`record` (a note needed) does what the entry says although it disagreed with the transfer: pays it ' +
      "(Paid after review, on the entry's booking day or `executedOn`) or returns it (Returned after review); " +
      '`leave` changes nothing. Either way the review is closed with who decided and their note. 403 for a claim of ' +
      "the reviewer's own address; 409 once it is decided or its transfer moved on; 422 for a day the bank cannot " +
      'have executed it on.',
  })
  @ApiOkResponse({ type: PaymentRunDto })
  decideReview(
    @Param('id', RunId) id: string,
    @Param('reviewId', ReviewId) reviewId: string,
    @Body() body: ReviewDecisionDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaymentRunDto> {
    return this.reviews.decide(id, reviewId, body, principal);
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
  @ApiOperation({
    summary: 'The claims a new payment run would take, with their total and default execution date (staff).',
  })
  @ApiOkResponse({ type: PendingPaymentsDto })
  pending(@CurrentPrincipal() principal: Principal): Promise<PendingPaymentsDto> {
    return this.runs.pending(principal);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One payment run with its claims and what became of each transfer (accounts masked; staff).',
  })
  @ApiOkResponse({ type: PaymentRunDto })
  get(@Param('id', RunId) id: string, @CurrentPrincipal() principal: Principal): Promise<PaymentRunDto> {
    return this.runs.get(id, principal);
  }

  @Roles(StaffRole.Approver, StaffRole.Admin)
  @Get(':id/sepa.xml')
  @ApiOperation({
    summary:
      "The run's SEPA credit-transfer file, ISO 20022 pain.001.001.09 (Approver, Admin: it holds the accounts in full).",
    description:
      "The first download is recorded on the run (fileDownloadedAt, fileDownloadedBy). 422 when a PAYMENT_DEBTOR_* setting is missing, or names another account than the run's; 403 for an Approver when the run pays a claim restricted at its owner's request.",
  })
  @ApiFile('The pain.001.001.09 document, as an attachment PR-<year>-<number>.xml.', 'application/xml')
  async sepaFile(@Param('id', RunId) id: string, @CurrentPrincipal() principal: Principal): Promise<StreamableFile> {
    return download(await this.runs.sepaFile(id, principal));
  }

  @Get(':id/claims.csv')
  @ApiOperation({ summary: "The run's claims for the ledger, as CSV (accounts masked; staff)." })
  @ApiFile('One line per claim, with a header line.', 'text/csv')
  async csvFile(@Param('id', RunId) id: string, @CurrentPrincipal() principal: Principal): Promise<StreamableFile> {
    return download(await this.runs.csvFile(id, principal));
  }
}
