import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatEuro, TRAVEL_TYPE_LABELS } from '@unit-costs/contract';

import type { CalculationResultDto } from '../../api/types';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { formatDistance } from '../../format';
import { REFUND } from '../../texts';
import { addressLines, type EmployerAddress } from './address';

interface ExpectedRefundCardProps {
  result: CalculationResultDto;
  employer: EmployerAddress;
  /** Whether the event refunds accommodation at all. */
  accommodation: boolean;
  onEdit: () => void;
}

/** Total refund = travel amount + accommodation total. */
export function totalRefund(result: CalculationResultDto): number {
  return Math.round((result.tAmount + result.aAmountTotal) * 100) / 100;
}

export function ExpectedRefundCard({ result, employer, accommodation, onEdit }: ExpectedRefundCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  const rows: DetailRow[] = [
    { label: REFUND.distance, value: formatDistance(result.distance) },
    { label: REFUND.travelType, value: TRAVEL_TYPE_LABELS[result.travelType] },
    { label: REFUND.travelAmount, value: formatEuro(result.tAmount) },
  ];
  if (accommodation) {
    rows.push(
      { label: REFUND.nights, value: result.nights },
      { label: REFUND.ratePerNight, value: formatEuro(result.aAmount) },
      { label: REFUND.accommodationAmount, value: formatEuro(result.aAmountTotal) },
    );
  } else {
    rows.push({ label: REFUND.accommodationAmount, value: REFUND.noAccommodation });
  }
  rows.push({ label: REFUND.total, value: formatEuro(totalRefund(result)), emphasis: true });

  return (
    <Card component="section" aria-labelledby="refund-heading">
      <CardContent>
        <Typography variant="h2" id="refund-heading" gutterBottom>
          {REFUND.heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{REFUND.total}</Typography>
        <Typography sx={{ fontSize: '2.25rem', fontWeight: 700, color: 'primary.main' }} data-testid="refund-total">
          {formatEuro(totalRefund(result))}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailsId}
            endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          >
            {open ? REFUND.hideDetails : REFUND.showDetails}
          </Button>
          <Button onClick={onEdit} startIcon={<Edit />}>
            {REFUND.edit}
          </Button>
        </Box>
        <Collapse in={open} id={detailsId}>
          <Box sx={{ pt: 2, overflowWrap: 'break-word' }}>
            <Typography sx={{ color: 'text.secondary' }}>{REFUND.employer}</Typography>
            <Typography sx={{ mb: 1.5 }}>{addressLines(employer).join(', ')}</Typography>
            <DetailList rows={rows} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
