/** The shapes of the server's answers and payloads that this SPA uses (SPEC.md section 3, claims contract). */

export interface PagedList<T> {
  totalPages: number;
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export interface EventContact {
  contactId: number;
  firstName: string;
  lastName: string;
  displayName: string;
  jobTitle: string | null;
  email: string;
  phone: string | null;
}

export interface EventLocation {
  locationId: number;
  name: string;
  city: string;
  country: string;
  countryISO_3166: string;
  latitude: number;
  longitude: number;
  primary: boolean;
}

export interface EventLanguage {
  language: string;
  title: string;
}

export interface SeminarEvent {
  id: number;
  number: string;
  title: string;
  location: EventLocation | null;
  startDate: string;
  endDate: string;
  offlineDate: string | null;
  accommodationEligible: boolean;
  maxNights: number;
  distanceBandVersion: number;
  languages: EventLanguage[];
  contacts: EventContact[];
}

export interface Country {
  id: number;
  iso_3166: string;
  name: string;
}

export interface CountryOption {
  value: number;
  displayValue: string;
}

/** A Photon feature as GET /api/geocode answers it. */
export interface GeocoderFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  properties: {
    osm_id: number;
    type: string;
    name?: string;
    street?: string;
    housenumber?: string;
    postcode?: string;
    city?: string;
    country?: string;
    countrycode?: string;
  };
}

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: GeocoderFeature[];
}

export const TravelType = { PlaneOrCombined: 0, Land: 1 } as const;
export type TravelType = (typeof TravelType)[keyof typeof TravelType];

export const ClaimStatus = { Unknown: -1, Saved: 0, Requested: 1, ApprovalRun: 2, Paid: 3, Rejected: 5 } as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];

/**
 * POST /api/travelclaim/calculate with the field names of SPEC.md section 7 (which spells travel type,
 * nights and country in lower case), plus the camel-case names the claim draft uses for the same values.
 */
export interface CalculationRequest {
  eventId: number;
  latitude: number;
  longitude: number;
  traveltype: TravelType;
  travelType: TravelType;
  countryid: number;
  countryId: number;
  nightsspend: number;
  nightsSpend: number;
  institution: string;
}

export interface CalculationResult {
  tAmount: number;
  distance: number;
  travelType: TravelType;
  nights: number;
  aAmount: number;
  aAmountTotal: number;
}

export interface ClaimDraft {
  eventId: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  institution: string;
  street: string;
  postalCode: string;
  city: string;
  countryId: number;
  latitude: number;
  longitude: number;
  travelType: TravelType;
  nightsSpend: number;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: Country;
}

export interface BankData {
  iban: string;
  bic: string;
  bankname: string;
  accountHolderName: string;
  bankAddress: PostalAddress | null;
  accountHolderAddress: PostalAddress;
}

/** What became of the confirmation mail of a claim just saved (the server mails one address at most 5 times an hour). */
export interface ConfirmationMail {
  sent: boolean;
  message: string;
}

export interface TravelClaim {
  guid: string;
  identifier: string;
  status: ClaimStatus;
  confirmed: boolean;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  submitted: string;
  institution: { name: string; address: PostalAddress };
  event: {
    id: number;
    title: string;
    number: string;
    location: { name: string; city: string; country: string } | null;
    startDate: string;
    endDate: string;
    distanceBandVersion: number;
    ended: boolean;
  };
  calculatedTravelCosts: { amount: number; distance: number; travelType: TravelType };
  calculatedAccommodationCosts: { nights: number; amount: number; totalAmount: number } | null;
  totalAmount: number;
  elvData?: BankData | null;
  /** When the contribution was paid (ISO 8601); null until then. */
  paidAt?: string | null;
}

export interface ClaimUpdate {
  guid: string;
  status: ClaimStatus;
  confirmed: boolean;
}

export interface BankAddressPayload {
  street: string;
  postalCode: string;
  city: string;
  countryId: number | null;
}

export interface BankDataPayload {
  claimId: string;
  iban: string;
  bic: string;
  bankname: string;
  accountHolderName: string;
  bankAddress: BankAddressPayload | null;
  accountHolderAddress: BankAddressPayload;
}

export interface IbanCheck {
  isValid: boolean;
  sepa: boolean;
  errorMessage: string | null;
}

/** Stored in localStorage under 'AuthUser' (SPEC.md section 3). */
export interface GuestSession {
  token: string;
  refreshToken: string;
  refreshTokenExpiryTime: string;
}

export interface Me {
  kind: 'guest' | 'staff';
  name: string;
  email?: string;
}

/** The error body of every endpoint (DESIGN.md section 4). */
export interface ErrorBody {
  errorCode?: number;
  errorMessage?: string;
  errors?: Record<string, string[]>;
}

/** The answer to saving the claim form. */
export interface SavedClaim extends TravelClaim {
  confirmationMail: ConfirmationMail;
}
