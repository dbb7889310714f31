import { Injectable } from '@nestjs/common';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import type { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { calendarDay, eventDayList } from '../../platform/common/event-calendar.js';
import { UPLOAD_BODY_LIMIT_BYTES, type UploadedFile } from '../../platform/web/upload-bodies.js';
import { AttendanceScansRepository, type ScanRow } from './attendance-scans.repository.js';
import { NotAnEventDay, ScanNotFound } from './attendance.errors.js';
import { AttendeesService } from './attendees.service.js';
import type { ScanDto } from './dto/scan.dto.js';
import { SCAN_TYPES_TEXT, scanType, storedScanName } from './scan-type.js';

export function toScanDto(row: ScanRow): ScanDto {
  return { ...row, uploadedAt: row.uploadedAt.toISOString() };
}

/** The signed attendance sheets, scanned and uploaded back: kept with the event, listed with who uploaded them when. */
@Injectable()
export class AttendanceScansService {
  constructor(
    private readonly scans: AttendanceScansRepository,
    private readonly attendees: AttendeesService,
  ) {}

  async list(eventId: number): Promise<ScanDto[]> {
    await this.attendees.event(eventId);
    return (await this.scans.list(eventId)).map(toScanDto);
  }

  /** Keeps a scan if its content is a PDF or an image (whatever its name or declared type says) of the allowed size. */
  async upload(eventId: number, file: UploadedFile, day: string | null, principal: Principal): Promise<ScanDto> {
    const event = await this.attendees.event(eventId);
    if (file.bytes.length === 0) throw new InvalidInput({ File: ['The file is empty.'] });
    if (file.bytes.length > UPLOAD_BODY_LIMIT_BYTES) {
      throw new InvalidInput({ File: [`The file is larger than ${UPLOAD_BODY_LIMIT_BYTES / 1024 / 1024} MB.`] });
    }
    const type = scanType(file.bytes);
    if (!type) throw new InvalidInput({ File: [`The file is not ${SCAN_TYPES_TEXT}.`] });
    let sheetDay: string | null = null;
    if (day) {
      sheetDay = calendarDay(day);
      const days = eventDayList(event.startDate, event.endDate);
      if (!days.includes(sheetDay)) throw new NotAnEventDay(sheetDay, days[0], days[days.length - 1]);
    }
    const row = await this.scans.insert(eventId, {
      day: sheetDay,
      fileName: storedScanName(file.name, type.extension),
      mediaType: type.mediaType,
      content: file.bytes,
      uploadedBy: actorName(principal),
    });
    return toScanDto(row);
  }

  async download(eventId: number, id: number): Promise<ScanRow & { content: Buffer }> {
    const scan = await this.scans.content(eventId, id);
    if (!scan) throw new ScanNotFound(id);
    return scan;
  }

  async delete(eventId: number, id: number): Promise<DeletedDto> {
    if (!(await this.scans.delete(eventId, id))) throw new ScanNotFound(id);
    return { id };
  }
}
