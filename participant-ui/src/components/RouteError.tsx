import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

import { useT } from '../i18n/useT';

/** A page that failed to load or render (e.g. its code after a new release): offer a reload. */
export function RouteError() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.unknownError')}
      </Alert>
    </Container>
  );
}
