import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { useT } from '../i18n/useT';

/** 'How we use and keep your data: Privacy notice', opening the notice in a new tab so the form keeps its input. */
export function PrivacyNoticeLink() {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('privacy.formHint')}{' '}
      <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
        {t('privacy.link')}
      </Link>
    </Typography>
  );
}
