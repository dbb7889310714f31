import { Box, List, ListItem, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import type { TravelClaimDto } from '../types';
import { ClaimStatusBadge } from './ClaimStatusBadge';

/** The participant's other claims for the same or an overlapping event, each a link to its page. */
export function DuplicateList({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const duplicates = claim.duplicates ?? [];
  if (duplicates.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="duplicates-title" data-testid="duplicates" sx={{ mt: 2 }}>
      <Typography id="duplicates-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('console.claims.duplicates')}
      </Typography>
      <List dense disablePadding>
        {duplicates.map((duplicate) => (
          <ListItem key={duplicate.guid} disableGutters>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <MuiLink component={Link} to={`/claim/${encodeURIComponent(duplicate.guid)}`}>
                {duplicate.identifier}
              </MuiLink>
              <ClaimStatusBadge status={duplicate.status} />
              <Typography variant="body2">
                {duplicate.eventNumber} ·{' '}
                {translate(duplicate.sameEvent ? 'console.claims.sameEvent' : 'console.claims.overlappingEvent')}
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
