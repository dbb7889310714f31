import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatEuro } from '@unit-costs/contract';

import type { CalculationResultDto } from '../../api/types';
import { CostSummary, costsOfCalculation } from '../../components/CostSummary';
import { REFUND } from '../../texts';
import { addressLines, type EmployerAddress } from './address';

interface ExpectedRefundCardProps {
  result: CalculationResultDto;
  employer: EmployerAddress;
  /** Whether the event refunds accommodation at all. */
  accommodation: boolean;
  onEdit: () => void;
}

export function ExpectedRefundCard({ result, employer, accommodation, onEdit }: ExpectedRefundCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <Card component="section" aria-labelledby="refund-heading">
      <CardContent>
        <Typography variant="h2" id="refund-heading" gutterBottom>
          {REFUND.heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{REFUND.total}</Typography>
        <Typography sx={{ fontSize: '2.25rem', fontWeight: 700, color: 'primary.main' }} data-testid="refund-total">
          {formatEuro(result.totalAmount)}
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
            <CostSummary costs={costsOfCalculation(result, accommodation)} totalLabel={REFUND.total} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
