import { Grid, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import type { Venue } from '../../types';
import { venueRules } from '../eventRules';
import { VenueRateCoverage } from '../VenueRateCoverage';
import { VenueSearch } from '../VenueSearch';

export const countryLabel = (venue: Pick<Venue, 'countryName' | 'countryISO_3166'>) =>
  venue.countryName ? `${venue.countryName} (${venue.countryISO_3166})` : venue.countryISO_3166;

/** Step 2: the venue comes from a suggestion; its name may be edited, City and Country may not. */
export function VenueStep() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const venue = useWatch({ name: 'venue' }) as Venue | undefined;
  const pick = (venue: Venue) => {
    // Validated as set: a picked venue clears the step's 'required' errors at once.
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('venue', venue, options);
    setValue('venueName', venue.name, options);
    setValue('venueCity', venue.city, options);
    setValue('venueCountry', countryLabel(venue), options);
  };
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={12} sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('console.events.pickVenue')}
        </Typography>
        <VenueSearch onPick={pick} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="venueName"
          label="resources.events.fields.venueName"
          validate={venueRules.venueName}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextInput
          source="venueCity"
          label="resources.events.fields.venueCity"
          validate={venueRules.venueCity}
          readOnly
          slotProps={{ htmlInput: { tabIndex: -1 } }}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextInput
          source="venueCountry"
          label="resources.events.fields.venueCountry"
          validate={venueRules.venueCountry}
          readOnly
          slotProps={{ htmlInput: { tabIndex: -1 } }}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <VenueRateCoverage countryIso={venue?.countryISO_3166 || undefined} />
      </Grid>
    </Grid>
  );
}
