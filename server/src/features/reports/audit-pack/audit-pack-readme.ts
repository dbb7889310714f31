import { academyDateFormat, eventDates } from '../../../platform/common/event-calendar.js';
import type { AttendanceEvent, ScanRow } from '../../attendance/attendance-evidence.reader.js';

const day = academyDateFormat('long');
const dayAndTime = academyDateFormat('long', true);

/** The pack's README.txt: what each file is, for an auditor who opens the ZIP without the product. */
export function auditPackReadme(pack: {
  event: AttendanceEvent;
  scans: ScanRow[];
  claims: number;
  issuedAt: Date;
}): string {
  const { event, scans } = pack;
  const evidence =
    scans.length > 0
      ? [
          'signed-sheets/   The signed attendance lists as scanned and uploaded by staff:',
          ...scans.map(
            (scan) =>
              `                 ${scan.id}-${scan.fileName}${scan.day ? ` (sheet of ${scan.day})` : ''}, ` +
              `uploaded by ${scan.uploadedBy} on ${dayAndTime.format(scan.uploadedAt)}`,
          ),
        ]
      : [
          'unsigned-sheets/ No signed scan has been uploaded yet: the attendance list of each event day as',
          '                 printed for signing (name, institution, place of departure, signature box).',
        ];
  return [
    `Audit pack: ${event.number} ${event.title}`,
    `${eventDates(event, day)}${event.venueCity ? `, ${event.venueCity}` : ''}`,
    `Made on ${dayAndTime.format(pack.issuedAt)} (Europe/Berlin).`,
    '',
    'summary.pdf      One page: counts of claims and attendees, claims added up per distance band and per',
    '                 country pair (participant country to venue country), the totals, and the distance',
    '                 bands and refund rates in force when the pack was made. The sums are those of the',
    "                 product's reports, to the cent.",
    `claims.xlsx      Sheet "Claims": the event's ${pack.claims} claim(s), one row each, with every unit-cost`,
    '                 figure as saved (distance, band, travel amount, country pair, nightly rate, nights,',
    '                 accommodation total, total), status, paid date and attendance (registered, fee paid,',
    '                 days checked in, nights minus days checked in); the last row holds the totals.',
    '                 Sheet "Attendees": everyone registered, with the days they were checked in.',
    ...evidence,
    '',
    'Unit costs need no receipts: participation and the place of departure are the evidence. A claim',
    'keeps the figures of the day it was saved; later changes of rates or bands do not change it.',
    '',
  ].join('\r\n');
}
