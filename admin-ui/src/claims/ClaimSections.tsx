import { Box, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of the claim page ('–' when empty). */
export function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children || '–'}
      </Typography>
    </Box>
  );
}

/** A titled half-width column of items. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Grid>
  );
}
