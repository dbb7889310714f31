import {
  countryNameIn,
  eventTitleIn,
  formatsOf,
  knownStatus,
  type Language,
  type MessageKey,
  type MessageValues,
  translate,
} from '@unit-costs/contract';

import { academyDateFormat, eventDates } from '../../../platform/common/event-calendar.js';
import type { Rows } from '../../../platform/common/pdf/letterhead.js';
import { rejectReasonIn } from '../claim-mails.js';
import { statusDate } from '../summary-pdf/status-date.js';
import type { TravelClaimDto } from './travel-claim.dto.js';

/**
 * The summary's sections of a claim: title and rows of label and value, in `language` (docs/decisions.md,
 * "Languages": the claim's own, as its mails): its words, dates, numbers and euros.
 */
export function claimSections(claim: TravelClaimDto, language: Language = claim.language): [string, Rows][] {
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const { euro, number } = formatsOf(language);
  const day = academyDateFormat('long', false, language);
  const dayAndTime = academyDateFormat('long', true, language);
  const { event, institution, calculatedTravelCosts: travel, calculatedAccommodationCosts: stay } = claim;
  const address = institution.address;
  const status = t(`claimStatus.${knownStatus(claim.status)}`);
  const since = statusDate(claim);
  // A day is noon UTC in the academy's time zone too: the format shows that very day.
  const date =
    'day' in since ? day.format(new Date(`${since.day}T12:00:00Z`)) : dayAndTime.format(new Date(since.instant));
  const statusRows: Rows = [[t('mail.row.status'), t('pdf.statusSince', { status, date })]];
  if (claim.rejectReason !== null) statusRows.push([t('pdf.reason'), rejectReasonIn(claim, language)]);
  const calculation: Rows = [
    [
      t('mail.row.distance'),
      t('pdf.distance', { distance: number(travel.distance), version: event.distanceBandVersion }),
    ],
    [
      t('mail.row.travel'),
      t('pdf.travel', { type: t(`travelType.${travel.travelType}`), amount: euro(travel.amount) }),
    ],
  ];
  if (stay) {
    calculation.push(
      [t('pdf.nights'), String(stay.nights)],
      [t('pdf.ratePerNight'), euro(stay.amount)],
      [t('mail.row.accommodation'), euro(stay.totalAmount)],
    );
  }
  calculation.push([t('mail.row.total'), euro(claim.totalAmount)]);
  const venueCountry = countryNameIn({ name: event.location.country, iso_3166: event.location.iso_3166 }, language);
  const result: [string, Rows][] = [
    [
      t('pdf.claim'),
      [
        [t('mail.row.transactionNumber'), claim.identifier],
        ...statusRows,
        [t('pdf.saved'), dayAndTime.format(new Date(claim.submitted))],
      ],
    ],
    [
      t('pdf.participant'),
      [
        [t('pdf.name'), `${claim.firstname} ${claim.lastname}`],
        [t('mail.row.email'), claim.email],
        [t('mail.row.phone'), claim.phone],
        [t('pdf.employer'), institution.name],
        [
          t('pdf.address'),
          `${address.street}, ${address.postalCode} ${address.city}, ${countryNameIn(address.country, language)}`,
        ],
      ],
    ],
    [
      t('pdf.seminar'),
      [
        [t('pdf.number'), event.number],
        [t('pdf.title'), eventTitleIn(event, language)],
        [t('mail.row.dates'), eventDates(event, day, language)],
        [t('mail.row.venue'), `${event.location.name}, ${event.location.city}, ${venueCountry}`],
      ],
    ],
    [t('pdf.calculation'), calculation],
  ];
  if (claim.elvData) {
    result.push([
      t('pdf.bankAccount'),
      [
        [t('pdf.accountHolder'), claim.elvData.accountHolderName],
        [t('pdf.iban'), claim.elvData.iban],
        ...(claim.elvData.bankname ? ([[t('pdf.bank'), claim.elvData.bankname]] as Rows) : []),
      ],
    ]);
  }
  return result;
}
