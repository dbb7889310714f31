import { Inject, Injectable } from '@nestjs/common';

import { academyDate, calendarDay, eventDayList } from '../common/event-calendar.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { NotAnEventDay } from './attendance.errors.js';
import { renderAttendanceSheet } from './attendance-sheet.pdf.js';
import { AttendeesRepository } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';

export interface Sheet {
  fileName: string;
  pdf: Buffer;
}

/** The printable signature sheets of an event, one per day. */
@Injectable()
export class AttendanceSheetsService {
  constructor(
    private readonly attendees: AttendeesService,
    private readonly rows: AttendeesRepository,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** The sheet of `day`: by default today when the event is on, else its first day. */
  async sheet(eventId: number, day: string | undefined): Promise<Sheet> {
    const event = await this.attendees.event(eventId);
    const days = eventDayList(event.startDate, event.endDate);
    const today = academyDate(new Date());
    const date = day === undefined ? (days.includes(today) ? today : days[0]) : calendarDay(day);
    if (!days.includes(date)) throw new NotAnEventDay(date, days[0], days[days.length - 1]);
    return this.render(eventId, date, days);
  }

  /** Every day's sheet, first day first (the audit pack, when no scan is uploaded yet). */
  async allSheets(eventId: number): Promise<Sheet[]> {
    const event = await this.attendees.event(eventId);
    const days = eventDayList(event.startDate, event.endDate);
    const sheets: Sheet[] = [];
    for (const day of days) sheets.push(await this.render(eventId, day, days));
    return sheets;
  }

  private async render(eventId: number, day: string, days: string[]): Promise<Sheet> {
    const event = await this.attendees.event(eventId);
    const pdf = await renderAttendanceSheet(
      { grant: this.config.grantHeading, event, day, dayNumber: days.indexOf(day) + 1, days: days.length },
      await this.rows.all(eventId),
    );
    return { fileName: `attendance-${event.number}-${day}.pdf`, pdf };
  }
}
