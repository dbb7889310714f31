import { GuestLoginCode } from '../auth/guest/guest-login-code.entity.js';
import { GuestRefreshToken } from '../auth/guest/guest-refresh-token.entity.js';
import { StaffRefreshToken } from '../auth/sessions/staff-refresh-token.entity.js';
import { StaffAccount } from '../auth/staff-account.entity.js';
import { ClaimBankData } from '../claims/bank-data/claim-bank-data.entity.js';
import { ClaimAudit } from '../claims/claim-audit.entity.js';
import { Claim } from '../claims/claim.entity.js';
import { Contact } from '../contacts/contact.entity.js';
import { EventLanguage } from '../events/event-language.entity.js';
import { EventLocation } from '../events/event-location.entity.js';
import { Event } from '../events/event.entity.js';
import { PaymentRunClaim } from '../payment-runs/payment-run-claim.entity.js';
import { PaymentRun } from '../payment-runs/payment-run.entity.js';
import { Country } from '../reference-data/country.entity.js';
import { DistanceBand } from '../reference-data/distance-band.entity.js';
import { ReferenceChange } from '../reference-data/reference-change.entity.js';
import { RefundRate } from '../reference-data/refund-rate.entity.js';

export const ENTITIES = [
  Country,
  RefundRate,
  DistanceBand,
  Contact,
  Event,
  EventLanguage,
  EventLocation,
  StaffAccount,
  StaffRefreshToken,
  GuestLoginCode,
  GuestRefreshToken,
  Claim,
  ClaimAudit,
  ClaimBankData,
  PaymentRun,
  PaymentRunClaim,
  ReferenceChange,
];
