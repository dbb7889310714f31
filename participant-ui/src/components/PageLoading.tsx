import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

import { useT } from '../i18n/useT';

/** Shown while a page's code or data loads. */
export function PageLoading() {
  const t = useT();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
