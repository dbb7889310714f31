import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@unit-costs/contract';
import { useId } from 'react';

import { useT } from '../../i18n/useT';

const TERMS: readonly MessageKey[] = [
  'bankDetails.terms1',
  'bankDetails.terms2',
  'bankDetails.terms3',
  'bankDetails.terms4',
];

export function TermsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{t('bankDetails.termsTitle')}</DialogTitle>
      {/* Scrolls on a phone (the German and French terms are longer than the screen): a tab stop, so
          the keyboard can scroll it too, named by the dialog's title. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {TERMS.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {t(paragraph)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
