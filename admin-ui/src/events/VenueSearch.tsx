import PlaceIcon from '@mui/icons-material/Place';
import {
  Alert,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { Venue } from '../types';
import { featureDetails, venueFromFeature } from './eventRules';

/** Suggestions start at 3 characters. */
const MIN_QUERY = 3;

/** A search box over the geocoder; picking a suggestion (institution or city) gives the venue. */
export function VenueSearch({ onPick }: { onPick: (venue: Venue) => void }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const enabled = query.length >= MIN_QUERY;
  const {
    data: features = [],
    isFetching,
    isError,
  } = useQuery({
    queryKey: ['geocode', query],
    queryFn: () => dataProvider.geocode(query),
    enabled,
    staleTime: 60_000,
  });

  return (
    <>
      <TextField
        label={translate('console.events.venueSearch')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
        helperText={translate('console.events.venueSearchHint', { count: MIN_QUERY })}
      />
      {enabled && isFetching && <LinearProgress sx={{ mt: 1 }} />}
      {enabled && isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('console.events.venueSearchFailed')}
        </Alert>
      )}
      {enabled && !isFetching && !isError && features.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('console.events.noSuggestions')}
        </Alert>
      )}
      {enabled && features.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 1, maxHeight: 280, overflow: 'auto' }}>
          <List dense aria-label={translate('console.events.suggestions')}>
            {features.map((feature, index) => (
              <ListItemButton
                key={`${feature.properties.osm_id ?? index}-${index}`}
                onClick={() => {
                  onPick(venueFromFeature(feature));
                  setText('');
                }}
              >
                <ListItemIcon>
                  <PlaceIcon />
                </ListItemIcon>
                <ListItemText
                  primary={feature.properties.name ?? feature.properties.city}
                  secondary={featureDetails(feature)}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
