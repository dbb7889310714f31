/**
 * The console's one entry point for the API's shapes, which are generated from the server's OpenAPI
 * document (@unit-costs/contract, `npm run contract`), and for the few shapes of its own forms.
 * dataProvider/ and the resource folders both import from here, never from each other.
 */
import type { ContactDto, operations, VenueDto } from '@unit-costs/contract';

export type {
  AttendanceOverviewDto,
  BankEntryReviewDto,
  AttendeeDto,
  ClaimAttendanceDto,
  ClaimFiguresDto,
  PaidFiguresDto,
  EventRetentionDto,
  RetentionOverviewDto,
  ContactDto,
  CountryOptionDto,
  CreateEventDto,
  DistanceBandDto,
  DistanceBandSetDto,
  ElvDataDto,
  EventContactDto,
  EventDto,
  EventLocationDto,
  FeatureDto,
  ImportResultDto,
  PaymentRunClaimDto,
  PaymentRunDto,
  PendingPaymentsDto,
  RateCoverageDto,
  ReferenceChangeDto,
  RefundRateDto,
  ScanDto,
  StaffAccountDto,
  StaffAccountWithPasswordDto,
  StatementEntryDto,
  StatementImportDto,
  TravelClaimDto,
  VenueDto,
} from '@unit-costs/contract';

/** A venue as picked from the geocoder's suggestions: the create payload's location plus the country's name to show. */
export type Venue = Required<VenueDto> & {
  countryName?: string;
};

export const contactName = (contact: Pick<ContactDto, 'firstname' | 'lastname'>): string =>
  `${contact.firstname} ${contact.lastname}`.trim();

/** The files of a payment run (GET /api/paymentruns/{id}/sepa.xml and /claims.csv). */
export type PaymentRunFile = 'sepa.xml' | 'claims.csv';

/** POST /api/paymentruns/{id}/reviews/{reviewId}: a person's decision on a bank entry that disagreed. */
export type ReviewDecision =
  operations['PaymentRunsController_decideReview']['requestBody']['content']['application/json'];

/** GET /api/reports/claims: what the figures count and how they are grouped. */
export type ClaimFiguresQuery = operations['ReportsController_claims']['parameters']['query'];
