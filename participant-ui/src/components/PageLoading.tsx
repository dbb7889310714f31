import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

import { COMMON } from '../texts';

/** Shown while a page's code or data loads. */
export function PageLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={COMMON.loading} />
    </Box>
  );
}
