import { Box, List, ListItem, Link as MuiLink, Stack, Typography } from '@mui/material';
import { DUPLICATE_FACT_LABELS } from '@unit-costs/contract';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import type { TravelClaimDto } from '../types';
import { ClaimStatusBadge } from './ClaimStatusBadge';

/**
 * The other claims of the same person for the same or an overlapping event, each a link to its page,
 * with what makes them one person's: the same e-mail address, IBAN, or name and employer. One restricted
 * at its owner's request comes without a guid to all but Admins: it shows 'restricted', no link.
 */
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
        {duplicates.map((duplicate, index) => (
          <ListItem key={duplicate.guid ?? index} disableGutters>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              {duplicate.guid === null ? (
                <Typography variant="body2">{duplicate.identifier}</Typography>
              ) : (
                <MuiLink component={Link} to={`/claim/${encodeURIComponent(duplicate.guid)}`}>
                  {duplicate.identifier}
                </MuiLink>
              )}
              <ClaimStatusBadge status={duplicate.status} />
              <Typography variant="body2">
                {duplicate.eventNumber} ·{' '}
                {translate(duplicate.sameEvent ? 'console.claims.sameEvent' : 'console.claims.overlappingEvent')} ·{' '}
                <span data-testid="matched-by">
                  {duplicate.matchedBy.map((fact) => DUPLICATE_FACT_LABELS[fact]).join(', ')}
                </span>
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
