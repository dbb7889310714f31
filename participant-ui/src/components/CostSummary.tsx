import type { TravelType } from '@unit-costs/contract';

import type { CalculationResultDto, TravelClaimDto } from '../api/types';
import { useFormat } from '../format';
import { useT } from '../i18n/useT';
import { DetailList, type DetailRow } from './DetailList';

/** The figures of one refund, as the server calculated them (nothing here is recomputed). */
export interface Costs {
  distance: number;
  travelType: TravelType;
  travelAmount: number;
  /** null when the event refunds no accommodation. */
  accommodation: { nights: number; ratePerNight: number; amount: number } | null;
  total: number;
}

/** A calculation's answer; `accommodation` says whether the event refunds accommodation at all. */
export function costsOfCalculation(result: CalculationResultDto, accommodation: boolean): Costs {
  return {
    distance: result.distance,
    travelType: result.travelType,
    travelAmount: result.tAmount,
    accommodation: accommodation
      ? { nights: result.nights, ratePerNight: result.aAmount, amount: result.aAmountTotal }
      : null,
    total: result.totalAmount,
  };
}

/** A saved claim's snapshot. */
export function costsOfClaim(claim: TravelClaimDto): Costs {
  const travel = claim.calculatedTravelCosts;
  const accommodation = claim.calculatedAccommodationCosts;
  return {
    distance: travel.distance,
    travelType: travel.travelType,
    travelAmount: travel.amount,
    accommodation: accommodation
      ? { nights: accommodation.nights, ratePerNight: accommodation.amount, amount: accommodation.totalAmount }
      : null,
    total: claim.totalAmount,
  };
}

interface CostSummaryProps {
  costs: Costs;
  /** The sum's label: 'Total refund' on the form, 'Total reimbursement' on the claim, 'Total' on the bank page. */
  totalLabel: string;
  /**
   * The bank page's short summary: travel type first, read as 'Rail Travel' there (docs/rules.md,
   * "Codes"); no rate per night, and no line for an event without accommodation.
   */
  brief?: boolean;
}

/** Travel, accommodation and total of a refund, one figure a line, the total last. */
export function CostSummary({ costs, totalLabel, brief = false }: CostSummaryProps) {
  const t = useT();
  const format = useFormat();
  const travelType = {
    label: t('costs.travelType'),
    value: t(brief ? `bankPageTravelType.${costs.travelType}` : `travelType.${costs.travelType}`),
  };
  const distance = { label: t('costs.distance'), value: format.distance(costs.distance) };
  const rows: DetailRow[] = brief ? [travelType, distance] : [distance, travelType];
  rows.push({ label: t('costs.travelAmount'), value: format.euro(costs.travelAmount) });

  const { accommodation } = costs;
  if (accommodation) {
    rows.push({ label: t('costs.nights'), value: accommodation.nights });
    if (!brief) rows.push({ label: t('costs.ratePerNight'), value: format.euro(accommodation.ratePerNight) });
    rows.push({ label: t('costs.accommodationAmount'), value: format.euro(accommodation.amount) });
  } else if (!brief) {
    rows.push({ label: t('costs.accommodationAmount'), value: t('costs.noAccommodation') });
  }
  rows.push({ label: totalLabel, value: format.euro(costs.total), emphasis: true });
  return <DetailList rows={rows} />;
}
