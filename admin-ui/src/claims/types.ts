import type { Identifier } from 'react-admin';

export interface ClaimAddress {
  street: string;
  postalCode: string;
  city: string;
  country?: { id: number; name: string; iso_3166: string } | null;
}

export interface ClaimAudit {
  action: number;
  description: string;
  timestamp: string;
  username: string;
  /** Rejections carry their reason (the claim's own fields hold only the latest decision). */
  rejectReason?: number | null;
  othertxt?: string | null;
}

/** A travel claim (/work/notes/claims-contract.md); `id` is the guid. */
export interface ClaimRecord {
  id: Identifier;
  guid: string;
  identifier: string;
  status: number;
  confirmed: boolean;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  submitted: string;
  institution: { name: string; address: ClaimAddress } | null;
  event: {
    id: number;
    title: string;
    number: string;
    location: { name: string; city: string; country: string } | null;
    startDate: string;
    endDate: string;
    distanceBandVersion: number;
    ended?: boolean;
  } | null;
  calculatedTravelCosts: { amount: number; distance: number; travelType: number } | null;
  calculatedAccommodationCosts: { nights: number; amount: number; totalAmount: number } | null;
  totalAmount?: number;
  elvData?: unknown;
  audits?: ClaimAudit[];
  rejectReason: number | null;
  othertxt: string | null;
  /** When the payment was initiated (ISO 8601); null until then. */
  paidAt?: string | null;
  /** The payment run the claim was paid in; null when unpaid or marked as paid by hand. */
  paymentRun?: { id: string; number: string; executionDate: string } | null;
  rowVersion?: number;
}
