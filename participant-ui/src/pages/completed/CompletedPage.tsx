import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import type { ConfirmationMailDto } from '../../api/types';
import { PageTitle } from '../../components/PageTitle';
import { serverText } from '../../i18n/server-message';
import { useT } from '../../i18n/useT';

/** What the claim form passes on: whether the confirmation mail went out (and if not, why), and whether the seminar has ended. */
function savedClaimOf(state: unknown): { mail?: ConfirmationMailDto; eventEnded: boolean } {
  if (typeof state !== 'object' || state === null) return { eventEnded: false };
  const saved = state as { confirmationMail?: ConfirmationMailDto; eventEnded?: unknown };
  return { mail: saved.confirmationMail, eventEnded: saved.eventEnded === true };
}

export default function CompletedPage() {
  const t = useT();
  const { mail, eventEnded } = savedClaimOf(useLocation().state);
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={t('pageTitles.completed')} />
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Typography variant="h1">{t('completed.heading')}</Typography>
        <Typography>{t(eventEnded ? 'completed.textEnded' : 'completed.text')}</Typography>
        {mail && (
          <Alert severity={mail.sent ? 'info' : 'warning'} role="status" sx={{ justifySelf: 'stretch' }}>
            {serverText(t, mail.messageKey, mail.message)}
          </Alert>
        )}
        <Button component={RouterLink} to="/me/claims" variant="contained">
          {t('completed.toMyClaims')}
        </Button>
      </CardContent>
    </Card>
  );
}
