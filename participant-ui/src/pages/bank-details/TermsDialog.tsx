import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { BANK_DETAILS, COMMON } from '../../texts';

export function TermsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{BANK_DETAILS.termsTitle}</DialogTitle>
      <DialogContent dividers>
        {BANK_DETAILS.termsText.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {COMMON.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
