import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import type { CalculationResultDto } from '../../api/types';
import { CostSummary, costsOfCalculation } from '../../components/CostSummary';
import { useFormat } from '../../format';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import { addressLines, type EmployerAddress } from './address';

interface ExpectedRefundCardProps {
  result: CalculationResultDto;
  employer: EmployerAddress;
  /** Whether the event refunds accommodation at all. */
  accommodation: boolean;
  onEdit: () => void;
}

/** The result's heading, where the page puts the focus once Calculate has answered. */
export const REFUND_HEADING_ID = 'refund-heading';

export function ExpectedRefundCard({ result, employer, accommodation, onEdit }: ExpectedRefundCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <Card component="section" aria-labelledby={REFUND_HEADING_ID}>
      <CardContent>
        <Typography
          variant="h2"
          id={REFUND_HEADING_ID}
          tabIndex={-1}
          gutterBottom
          sx={{
            '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4, borderRadius: 0.5 },
          }}
        >
          {t('refund.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('refund.total')}</Typography>
        <Typography sx={{ fontSize: '2.25rem', fontWeight: 700, color: 'primary.main' }} data-testid="refund-total">
          {format.euro(result.totalAmount)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailsId}
            endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          >
            {open ? t('refund.hideDetails') : t('refund.showDetails')}
          </Button>
          <Button onClick={onEdit} startIcon={<Edit />}>
            {t('refund.edit')}
          </Button>
        </Box>
        <Collapse in={open} id={detailsId}>
          <Box sx={{ pt: 2, overflowWrap: 'break-word' }}>
            <Typography sx={{ color: 'text.secondary' }}>{t('refund.employer')}</Typography>
            <Typography sx={{ mb: 1.5 }}>{addressLines(employer, language).join(', ')}</Typography>
            <CostSummary costs={costsOfCalculation(result, accommodation)} totalLabel={t('refund.total')} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
