import { Controller, Delete, Get, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';

import { Roles } from '../auth/access.decorators.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import type { Principal } from '../auth/principal.js';
import { StaffRole } from '../auth/roles.js';
import { DeletedDto } from '../common/dto/deleted.dto.js';
import { InvalidInput } from '../common/errors/domain-errors.js';
import { ParseIdPipe } from '../common/ids/parse-id.pipe.js';
import { AttendanceScansService } from './attendance-scans.service.js';
import { AttendanceSheetsService } from './attendance-sheets.service.js';
import { AttendeesService } from './attendees.service.js';
import { AuditPackService } from './audit-pack.service.js';
import { AttendanceOverviewDto } from './dto/attendance-overview.dto.js';
import { ScanDto } from './dto/scan.dto.js';
import { fileField, formData, UploadedBody, type RawBody } from './upload-bodies.js';
import { ApiFile } from '../openapi/api-file.decorator.js';

/**
 * A download's Content-Disposition: the name in ASCII for old clients, and in full (RFC 5987) for the
 * rest; quotes, backslashes and control characters never reach the header.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A multipart form's optional text field. */
function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  if (value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new InvalidInput({ [name]: [`'${name}' must be a text field.`] });
  return value;
}

@ApiTags('Attendance')
@Controller('api/events/:id')
export class AttendanceDocumentsController {
  constructor(
    private readonly attendees: AttendeesService,
    private readonly sheets: AttendanceSheetsService,
    private readonly scans: AttendanceScansService,
    private readonly auditPack: AuditPackService,
  ) {}

  @Get('attendance')
  @ApiOperation({ summary: "The event's attendance at a glance (staff): its days, attendees, ticks per day, scans." })
  @ApiOkResponse({ type: AttendanceOverviewDto })
  overview(@Param('id', ParseIdPipe) eventId: number): Promise<AttendanceOverviewDto> {
    return this.attendees.overview(eventId);
  }

  @Get('attendance.pdf')
  @ApiOperation({
    summary: 'The signature sheet of an event day, to print (staff): a row and a signature box per attendee.',
    description:
      'Academy and grant headings, the seminar and the day, per attendee name, institution and place of departure ' +
      "(the claim's employer address if there is a claim, else the registration's), pages numbered. day: YYYY-MM-DD, " +
      'a day of the event; default today while the event is on, else its first day.',
  })
  @ApiQuery({ name: 'day', required: false, example: '2026-10-06' })
  @ApiFile("The day's signature sheet.", 'application/pdf')
  async sheet(
    @Param('id', ParseIdPipe) eventId: number,
    @Query('day') day: string | undefined,
  ): Promise<StreamableFile> {
    const sheet = await this.sheets.sheet(eventId, day);
    return new StreamableFile(sheet.pdf, { type: 'application/pdf', disposition: attachment(sheet.fileName) });
  }

  @Get('attendance-scans')
  @ApiOperation({
    summary: "The event's uploaded scans of signed sheets, newest first, with who uploaded them when (staff).",
  })
  @ApiOkResponse({ type: ScanDto, isArray: true })
  listScans(@Param('id', ParseIdPipe) eventId: number): Promise<ScanDto[]> {
    return this.scans.list(eventId);
  }

  @Post('attendance-scans')
  @Roles(StaffRole.Approver, StaffRole.Admin)
  @ApiOperation({
    summary:
      'Uploads a scan of a signed sheet (Approver, Admin): a PDF or a PNG, JPEG, TIFF or WebP image, at most 20 MB.',
    description:
      'multipart/form-data with the field `file` and optionally `day` (YYYY-MM-DD). The type is read from the content ' +
      '(its first bytes), not from the name or the declared type: anything else is 400.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' }, day: { type: 'string', example: '2026-10-06' } },
    },
  })
  @ApiCreatedResponse({ type: ScanDto })
  async uploadScan(
    @Param('id', ParseIdPipe) eventId: number,
    @UploadedBody() raw: RawBody,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ScanDto> {
    const form = await formData(raw);
    return this.scans.upload(eventId, await fileField(form), textField(form, 'day') ?? null, principal);
  }

  @Get('attendance-scans/:scanId')
  @ApiOperation({ summary: 'One scan, as uploaded (staff).' })
  @ApiFile(
    'The scan, in the format it was uploaded in.',
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/tiff',
    'image/webp',
  )
  async downloadScan(
    @Param('id', ParseIdPipe) eventId: number,
    @Param('scanId', ParseIdPipe) id: number,
  ): Promise<StreamableFile> {
    const scan = await this.scans.download(eventId, id);
    return new StreamableFile(scan.content, { type: scan.mediaType, disposition: attachment(scan.fileName) });
  }

  @Delete('attendance-scans/:scanId')
  @Roles(StaffRole.Approver, StaffRole.Admin)
  @ApiOperation({ summary: 'Removes a scan uploaded by mistake (Approver, Admin).' })
  @ApiOkResponse({ type: DeletedDto })
  deleteScan(@Param('id', ParseIdPipe) eventId: number, @Param('scanId', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.scans.delete(eventId, id);
  }

  @Get('audit-pack.zip')
  @ApiOperation({
    summary: "The event's audit pack (staff): one ZIP with the evidence an EU grant audit asks for.",
    description:
      'README.txt (what each file is), summary.pdf (counts, sums per distance band and per country pair as in the ' +
      'reports, the rates and bands in force), claims.xlsx (every claim with each unit-cost figure and its ' +
      'attendance; the attendees), and the signed scans (signed-sheets/), or the unsigned sheets of every day ' +
      '(unsigned-sheets/) while none is uploaded.',
  })
  @ApiFile("The event's audit pack.", 'application/zip')
  async downloadAuditPack(@Param('id', ParseIdPipe) eventId: number): Promise<StreamableFile> {
    const pack = await this.auditPack.build(eventId);
    return new StreamableFile(pack.stream, { type: 'application/zip', disposition: attachment(pack.fileName) });
  }
}
