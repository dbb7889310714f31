import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A generated password, shown this once: the server keeps only its hash. */
export function NewPasswordDialog({
  account,
  onClose,
}: {
  account?: { username: string; password: string };
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(account)} onClose={onClose} aria-labelledby="new-password-title" maxWidth="sm" fullWidth>
      <DialogTitle id="new-password-title">{translate('console.staff.passwordTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('console.staff.passwordOnce')}
        </Alert>
        <Typography>
          {translate('resources.staff.fields.username')}: <strong>{account?.username}</strong>
        </Typography>
        {/* On a phone the copy button goes under the password rather than out of the dialog. */}
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
          <Typography>{translate('console.staff.password')}:</Typography>
          <Typography
            component="code"
            data-testid="new-password"
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            {account?.password}
          </Typography>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => void navigator.clipboard?.writeText(account?.password ?? '')}
          >
            {translate('console.events.copy')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('console.events.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
