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

import { Roles } from '../../platform/auth/access.decorators.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { Principal } from '../../platform/auth/principal.js';
import { StaffRole } from '../../platform/auth/roles.js';
import { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import { ApiFile } from '../../platform/openapi/api-file.decorator.js';
import { attachment } from '../../platform/web/content-disposition.js';
import {
  fileField,
  formData,
  MULTIPART_ENVELOPE_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
  UploadedBody,
  UploadLimit,
  type RawBody,
} from '../../platform/web/upload-bodies.js';
import { AttendanceScansService } from './attendance-scans.service.js';
import { AttendanceSheetsService } from './attendance-sheets.service.js';
import { AttendeesService } from './attendees.service.js';
import { AttendanceOverviewDto } from './dto/attendance-overview.dto.js';
import { ScanDto } from './dto/scan.dto.js';

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
      'a day of the event; default today while the event is on, else its first day. An attendee whose claim is ' +
      "restricted at their request shows as 'restricted', without name, institution or place, to all but Admins.",
  })
  @ApiQuery({ name: 'day', required: false, example: '2026-10-06' })
  @ApiFile("The day's signature sheet.", 'application/pdf')
  async sheet(
    @Param('id', ParseIdPipe) eventId: number,
    @Query('day') day: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<StreamableFile> {
    const sheet = await this.sheets.sheet(eventId, day, principal);
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
  @UploadLimit(UPLOAD_BODY_LIMIT_BYTES + MULTIPART_ENVELOPE_BYTES)
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
}
