import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
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
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult } from '../../platform/common/lists/list-result.js';
import {
  CSV_BODY_LIMIT_BYTES,
  fileField,
  formData,
  MULTIPART_ENVELOPE_BYTES,
  UploadedBody,
  uploadedBytes,
  UploadLimit,
  type RawBody,
} from '../../platform/web/upload-bodies.js';
import { AttendeesService } from './attendees.service.js';
import { ImportResultDto } from './dto/attendee-import.dto.js';
import { AttendeeDto } from './dto/attendee.dto.js';
import { CheckInDto, SaveAttendeeDto } from './dto/save-attendee.dto.js';

/** Who may change attendance: reading is for all staff. */
const MAY_CHANGE = [StaffRole.Approver, StaffRole.Admin];

/** The CSV of an import: a `text/csv` body, or the multipart field `file`. */
async function csvText(raw: RawBody): Promise<string> {
  const whatToSend = 'Send the CSV as a text/csv body or in a multipart field named file.';
  const type = raw.contentType.toLowerCase();
  if (type.startsWith('text/csv')) return new TextDecoder('utf-8').decode(await uploadedBytes(raw, whatToSend));
  if (type.startsWith('multipart/form-data')) {
    const file = await fileField(await formData(raw));
    return new TextDecoder('utf-8').decode(file.bytes);
  }
  throw new InvalidInput({ File: [whatToSend] });
}

function dryRunFlag(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new InvalidInput({ DryRun: ["'dryRun' must be true or false."] });
}

@ApiTags('Attendance')
@Controller('api/events/:id/attendees')
export class AttendeesController {
  constructor(private readonly attendees: AttendeesService) {}

  @Get()
  @ApiOperation({
    summary: "The event's attendees (staff), with their check-in days, place of departure and claim.",
    description:
      'Filter q: name or e-mail contains. Sortable: lastname (default), firstname, email, institution, feePaid, id. ' +
      'Page style answers the paged envelope; range/sort/filter an array with Content-Range.',
  })
  @ApiList(AttendeeDto)
  async list(
    @Param('id', ParseIdPipe) eventId: number,
    @ListParams({ filters: ['q'] }) query: ListQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ListResult<AttendeeDto>> {
    return new ListResult(query, await this.attendees.list(eventId, query, principal));
  }

  @Post('import')
  @HttpCode(200)
  @Roles(...MAY_CHANGE)
  @UploadLimit(CSV_BODY_LIMIT_BYTES + MULTIPART_ENVELOPE_BYTES)
  @ApiOperation({
    summary: 'Imports attendees from a CSV (Approver, Admin): adds new e-mail addresses, updates known ones.',
    description:
      'The CSV as a text/csv body or the multipart field `file`, UTF-8, comma, semicolon or tab separated. Headers ' +
      'in any case and in several languages (First name/Vorname/Prénom, Last name/Nachname/Nom, E-mail/Courriel, ' +
      'Institution, City/Ort/Ville, Country/Land/Pays, Fee paid). ?dryRun=true answers the preview and writes ' +
      'nothing; without it, a file with a problem in any row is 400 (errors by line, `preview` the rows) and ' +
      'nothing is written.',
  })
  @ApiConsumes('text/csv', 'multipart/form-data')
  @ApiBody({
    schema: { type: 'string', example: 'First name,Last name,E-mail,Institution,City,Country\n' },
  })
  @ApiQuery({ name: 'dryRun', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ type: ImportResultDto })
  async import(
    @Param('id', ParseIdPipe) eventId: number,
    @Query('dryRun') dryRun: string | undefined,
    @UploadedBody() raw: RawBody,
  ): Promise<ImportResultDto> {
    const preview = dryRunFlag(dryRun);
    return this.attendees.import(eventId, await csvText(raw), preview);
  }

  @Get(':attendeeId')
  @ApiOperation({ summary: 'One attendee of the event (staff).' })
  @ApiOkResponse({ type: AttendeeDto })
  get(
    @Param('id', ParseIdPipe) eventId: number,
    @Param('attendeeId', ParseIdPipe) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AttendeeDto> {
    return this.attendees.get(eventId, id, principal);
  }

  @Post()
  @Roles(...MAY_CHANGE)
  @ApiOperation({ summary: 'Adds an attendee by hand (Approver, Admin); 422 if the e-mail is registered already.' })
  @ApiCreatedResponse({ type: AttendeeDto })
  add(
    @Param('id', ParseIdPipe) eventId: number,
    @Body() body: SaveAttendeeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AttendeeDto> {
    return this.attendees.add(eventId, body, principal);
  }

  @Put(':attendeeId')
  @Roles(...MAY_CHANGE)
  @ApiOperation({ summary: 'Changes an attendee (Approver, Admin), fee paid included.' })
  @ApiOkResponse({ type: AttendeeDto })
  change(
    @Param('id', ParseIdPipe) eventId: number,
    @Param('attendeeId', ParseIdPipe) id: number,
    @Body() body: SaveAttendeeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AttendeeDto> {
    return this.attendees.change(eventId, id, body, principal);
  }

  @Delete(':attendeeId')
  @Roles(...MAY_CHANGE)
  @ApiOperation({ summary: 'Removes an attendee with their check-ins (Approver, Admin).' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) eventId: number, @Param('attendeeId', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.attendees.delete(eventId, id);
  }

  @Post(':attendeeId/check-ins')
  @HttpCode(200)
  @Roles(...MAY_CHANGE)
  @ApiOperation({
    summary: 'Ticks the attendee in for a day of the event, today by default (Approver, Admin).',
    description: 'Ticking again changes nothing; 422 for a day outside the event.',
  })
  @ApiOkResponse({ type: AttendeeDto })
  checkIn(
    @Param('id', ParseIdPipe) eventId: number,
    @Param('attendeeId', ParseIdPipe) id: number,
    @Body() body: CheckInDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AttendeeDto> {
    return this.attendees.checkIn(eventId, id, body.day, principal);
  }

  @Delete(':attendeeId/check-ins/:day')
  @Roles(...MAY_CHANGE)
  @ApiOperation({ summary: "Takes back the attendee's tick for a day (YYYY-MM-DD) (Approver, Admin)." })
  @ApiOkResponse({ type: AttendeeDto })
  undoCheckIn(
    @Param('id', ParseIdPipe) eventId: number,
    @Param('attendeeId', ParseIdPipe) id: number,
    @Param('day') day: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AttendeeDto> {
    return this.attendees.undoCheckIn(eventId, id, day, principal);
  }
}
