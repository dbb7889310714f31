import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { ParseIdPipe } from '../../../platform/common/ids/parse-id.pipe.js';
import { ApiFile } from '../../../platform/openapi/api-file.decorator.js';
import { attachment } from '../../../platform/web/content-disposition.js';
import { AuditPackService } from './audit-pack.service.js';

/** An event's audit pack: its attendance evidence with the reports' figures of its claims. */
@ApiTags('Attendance')
@Controller('api/events/:id')
export class AuditPackController {
  constructor(private readonly auditPack: AuditPackService) {}

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
