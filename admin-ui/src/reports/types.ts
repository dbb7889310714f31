/** GET /api/reports/claims: what the figures count and how they are grouped. */
export interface ClaimFiguresQuery {
  groupBy: 'event' | 'country' | 'band' | 'status' | 'month';
  /** YYYY-MM-DD, the days the claims were saved (Europe/Berlin), both included. */
  from?: string;
  to?: string;
  status?: number;
  number?: string;
}

/** One group's claims added up (amounts in euro, exact to the cent). */
export interface ClaimFigures {
  key: string | number | null;
  label: string;
  claims: number;
  participants: number;
  travelAmount: number;
  accommodationAmount: number;
  totalAmount: number;
}
