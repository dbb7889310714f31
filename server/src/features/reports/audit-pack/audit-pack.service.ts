import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Readable } from 'node:stream';

import { deflatedFile } from '../../../platform/common/zip/deflated-file.js';
import { zipArchive, type DeflatedFile } from '../../../platform/common/zip/zip-writer.js';
import type { AppConfig } from '../../../platform/config/config.js';
import { CONFIG } from '../../../platform/config/config.module.js';
import { AttendanceEvidenceReader } from '../../attendance/attendance-evidence.reader.js';
import { warmUpEvent } from '../../attendance/attendance-sheets.service.js';
import { ClaimFiguresService } from '../claim-figures.service.js';
import { auditPackReadme } from './audit-pack-readme.js';
import { AuditPackRepository } from './audit-pack.repository.js';
import { renderAuditSummary } from './audit-summary.pdf.js';
import { auditWorkbook } from './audit-workbook.js';

/** One file of the pack, whole in memory (an event's scans and sheets are megabytes, not gigabytes). */
function packed(name: string, bytes: Buffer): DeflatedFile {
  return deflatedFile(name, Readable.from([bytes]));
}

/** A name that stays one path segment in the archive. */
const segment = (text: string) => text.replace(/[/\\\p{Cc}]/gu, '_');

export interface AuditPack {
  fileName: string;
  stream: Readable;
}

/**
 * The evidence of one event in one ZIP: the signed scans (else the unsigned sheets of every day), the
 * workbook of its claims, the one-page summary and a README saying what each file is. Sums come from
 * the report's rollups (ClaimFiguresService), so the pack and the reports agree to the cent.
 */
@Injectable()
export class AuditPackService implements OnApplicationBootstrap {
  constructor(
    private readonly attendance: AttendanceEvidenceReader,
    private readonly pack: AuditPackRepository,
    private readonly figures: ClaimFiguresService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Makes each of the pack's files once at start, for an event of no one: the first pack after a
   * start otherwise spends seconds on what only the first use does (the fonts' glyph and layout tables,
   * exceljs's writers, the compiled code paths): 4.9 s against 1.1 s for the next, at load 23. The
   * server answers from the start all the same; this runs beside it. The sheets warm up in their own
   * service (AttendanceSheetsService).
   */
  onApplicationBootstrap(): void {
    const event = warmUpEvent();
    const issuedAt = new Date();
    const none = { claims: 0, travel: 0, accommodation: 0, total: 0 };
    void Promise.all([
      renderAuditSummary({
        ...{ grant: this.config.grantHeading, event, counts: [['Claims', '0']], bands: [], pairs: [] },
        ...{ totals: none, rates: [], bandsInForce: [], bandVersion: 1, issuedAt },
      }),
      auditWorkbook(event, [], { 'Travel amount': 0, 'Accommodation total': 0, Total: 0 }, []),
      // A failure here is the real pack's to report, on its first use.
    ]).catch(() => undefined);
  }

  async build(eventId: number): Promise<AuditPack> {
    const event = await this.attendance.event(eventId);
    const [claims, pairs, rates, bandsInForce, attendees, scans, byBand, byStatus] = await Promise.all([
      this.pack.claims(eventId),
      this.pack.countryPairs(eventId),
      this.pack.ratesInto(eventId),
      this.pack.bands(eventId),
      this.attendance.attendees(eventId),
      this.attendance.signedScans(eventId),
      this.figures.claimFigures({ groupBy: 'band', number: event.number }),
      this.figures.claimFigures({ groupBy: 'status', number: event.number }),
    ]);
    const add = (pick: (group: (typeof byStatus)[number]) => number) =>
      // Cents as whole numbers, so the sum of the groups is exact.
      byStatus.reduce((sum, group) => sum + Math.round(pick(group) * 100), 0) / 100;
    const totals = {
      claims: byStatus.reduce((sum, group) => sum + group.claims, 0),
      travel: add((group) => group.travelAmount),
      accommodation: add((group) => group.accommodationAmount),
      total: add((group) => group.totalAmount),
    };
    const checkedIn = attendees.filter((attendee) => attendee.checkedInDays.length > 0).length;
    const issuedAt = new Date();
    const summary = await renderAuditSummary({
      grant: this.config.grantHeading,
      event,
      counts: [
        ...byStatus.map((group): [string, string] => [`Claims ${group.label}`, String(group.claims)]),
        ['Claims', String(totals.claims)],
        ['Attendees registered', String(attendees.length)],
        ['Attendees with the fee paid', String(attendees.filter((attendee) => attendee.feePaid).length)],
        ['Attendees checked in on at least one day', String(checkedIn)],
        ['Claims of people not checked in', String(claims.filter((claim) => claim.checkedInDays.length === 0).length)],
        ['Scans of signed sheets', String(scans.length)],
      ],
      bands: byBand.map((group) => ({
        label: group.label,
        claims: group.claims,
        travel: group.travelAmount,
        accommodation: group.accommodationAmount,
        total: group.totalAmount,
      })),
      pairs,
      totals,
      rates,
      bandsInForce,
      bandVersion: event.distanceBandVersion,
      issuedAt,
    });
    const workbook = await auditWorkbook(
      event,
      claims,
      { 'Travel amount': totals.travel, 'Accommodation total': totals.accommodation, Total: totals.total },
      attendees,
    );
    const evidence: DeflatedFile[] = [];
    if (scans.length > 0) {
      for (const scan of scans) {
        evidence.push(packed(`signed-sheets/${scan.id}-${segment(scan.fileName)}`, scan.content));
      }
    } else {
      for (const sheet of await this.attendance.unsignedSheets(eventId)) {
        evidence.push(packed(`unsigned-sheets/${segment(sheet.fileName)}`, sheet.pdf));
      }
    }
    const base = `audit-pack-${segment(event.number)}`;
    const files = [
      packed('README.txt', Buffer.from(auditPackReadme({ event, scans, claims: totals.claims, issuedAt }))),
      packed('summary.pdf', summary),
      packed('claims.xlsx', workbook),
      ...evidence,
    ];
    return { fileName: `${base}.zip`, stream: Readable.from(zipArchive(files)) };
  }
}
