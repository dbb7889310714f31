import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import type { Principal } from '../../platform/auth/principal.js';
import { hidesPerson } from '../../platform/auth/restriction.js';
import { academyDate, calendarDay, eventDayList } from '../../platform/common/event-calendar.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { renderAttendanceSheet, sheetRow, type SheetRow } from './attendance-sheet.pdf.js';
import { NotAnEventDay } from './attendance.errors.js';
import { AttendeesRepository, type AttendanceEvent } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';

/** An event of no one, in several scripts, for the documents' renders at start (their first use is slow). */
export function warmUpEvent(): AttendanceEvent {
  return {
    id: 0,
    number: 'WARM-UP',
    title: 'Ελληνικά, Кирилица, Ærø',
    startDate: new Date(),
    endDate: new Date(),
    distanceBandVersion: 1,
    venueName: null,
    venueCity: null,
    venueCountry: null,
  };
}

export interface Sheet {
  fileName: string;
  pdf: Buffer;
}

/** The printable signature sheets of an event, one per day. */
@Injectable()
export class AttendanceSheetsService implements OnApplicationBootstrap {
  constructor(
    private readonly attendees: AttendeesService,
    private readonly rows: AttendeesRepository,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Renders a sheet once at start, for an event of no one: the first sheet after a start otherwise
   * spends a second or more on what only the first use does (the fonts' glyph and layout tables, the
   * compiled code paths). The server answers from the start all the same; this runs beside it.
   */
  onApplicationBootstrap(): void {
    const event = warmUpEvent();
    const heading = { grant: this.config.grantHeading, event, day: '2026-01-01', dayNumber: 1, days: 1 };
    // A failure here is the real sheet's to report, on its first use.
    renderAttendanceSheet(heading, []).catch(() => undefined);
  }

  /**
   * The sheet of `day`: by default today when the event is on, else its first day. A row whose claim is
   * restricted names nobody unless `viewer` may see it (claims/restriction.ts).
   */
  async sheet(eventId: number, day: string | undefined, viewer: Principal): Promise<Sheet> {
    const event = await this.attendees.event(eventId);
    const days = eventDayList(event.startDate, event.endDate);
    const today = academyDate(new Date());
    const date = day === undefined ? (days.includes(today) ? today : days[0]) : calendarDay(day);
    if (!days.includes(date)) throw new NotAnEventDay(date, days[0], days[days.length - 1]);
    const rows = (await this.rows.all(eventId)).map((row) => sheetRow(row, hidesPerson(row.claimRestrictedAt, viewer)));
    return this.render(event, date, days, rows);
  }

  /**
   * Every day's sheet, first day first (the audit pack, when no scan is uploaded yet). They name every
   * attendee: the pack is the record the law keeps a restricted claim for.
   */
  async allSheets(eventId: number): Promise<Sheet[]> {
    const event = await this.attendees.event(eventId);
    const days = eventDayList(event.startDate, event.endDate);
    // The same attendees on every day's sheet: read once.
    const rows = (await this.rows.all(eventId)).map((row) => sheetRow(row, false));
    const sheets: Sheet[] = [];
    for (const day of days) sheets.push(await this.render(event, day, days, rows));
    return sheets;
  }

  private async render(event: AttendanceEvent, day: string, days: string[], rows: SheetRow[]): Promise<Sheet> {
    const pdf = await renderAttendanceSheet(
      { grant: this.config.grantHeading, event, day, dayNumber: days.indexOf(day) + 1, days: days.length },
      rows,
    );
    return { fileName: `attendance-${event.number}-${day}.pdf`, pdf };
  }
}
