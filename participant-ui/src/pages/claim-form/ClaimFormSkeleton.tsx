import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

import { useT } from '../../i18n/useT';

/** The loading placeholder of the claim form: the shapes of its two cards. */
export function ClaimFormSkeleton() {
  const t = useT();
  return (
    <Grid container spacing={3} role="status" aria-label={t('common.loading')} aria-busy="true">
      <Grid size={12}>
        <Skeleton variant="text" sx={{ fontSize: '1.75rem', maxWidth: 480 }} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Skeleton variant="text" sx={{ fontSize: '1.35rem', width: '50%' }} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={42} width={140} />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardContent>
            <Stack spacing={1.5}>
              <Skeleton variant="text" sx={{ fontSize: '1.35rem' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={64} height={64} />
                <Skeleton variant="text" sx={{ flex: 1 }} />
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
