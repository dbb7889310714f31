import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

import { COMMON } from '../texts';

/** A page that failed to load or render (e.g. its code after a new release): offer a reload. */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {COMMON.retry}
          </Button>
        }
      >
        {COMMON.unknownError}
      </Alert>
    </Container>
  );
}
