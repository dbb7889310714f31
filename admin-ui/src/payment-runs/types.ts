import type { Identifier } from 'react-admin';

/** A claim as a payment run lists it (the account masked). */
export interface PaymentRunClaim {
  guid: string;
  identifier: string;
  name: string;
  iban: string;
  amount: number;
  eventNumber: string;
}

export interface PaymentRunRecord {
  id: Identifier;
  number: string;
  createdAt: string;
  createdBy: string;
  executionDate: string;
  claimCount: number;
  totalAmount: number;
  /** Absent in lists. */
  claims?: PaymentRunClaim[];
}

/** GET /api/paymentruns/pending: what a new run would pay. */
export interface PendingPayments {
  claimCount: number;
  totalAmount: number;
  claims: PaymentRunClaim[];
  outsideSepa: number;
}

export type PaymentRunFile = 'sepa.xml' | 'claims.csv';
