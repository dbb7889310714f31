import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { VENUE_NAME_REQUIRED } from '@unit-costs/contract';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { EventLocationDto, EventDto, Venue } from '../types';
import { EventSubTable } from './EventSubTable';
import { useEventChange } from './useEventChange';
import { VenueSearch } from './VenueSearch';
import { countryLabel } from './wizard/VenueStep';

function AddLocationButton({ event }: { event: EventDto }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  const [open, setOpen] = useState(false);
  const [venue, setVenue] = useState<Venue>();
  const [name, setName] = useState('');
  const close = () => {
    setOpen(false);
    setVenue(undefined);
    setName('');
  };
  const add = async () => {
    if (!venue || !name.trim()) return;
    const { osmid, city, countryISO_3166, latitude, longitude } = venue;
    const location = { osmid, name: name.trim(), city, countryISO_3166, latitude, longitude };
    const added = await run(
      () => dataProvider.addEventLocation(event.id, location),
      translate('console.events.locations.added'),
    );
    if (added) close();
  };
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('console.events.addLocation')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-location-title">
        <DialogTitle id="add-location-title">{translate('console.events.addLocation')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <VenueSearch
              onPick={(picked) => {
                setVenue(picked);
                setName(picked.name);
              }}
            />
            {venue && (
              <>
                <TextField
                  label={translate('resources.events.fields.venueName')}
                  value={name}
                  onChange={(change) => setName(change.target.value)}
                  error={!name.trim()}
                  helperText={name.trim() ? undefined : VENUE_NAME_REQUIRED}
                  size="small"
                />
                <TextField
                  label={translate('resources.events.fields.venueCity')}
                  value={venue.city}
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
                />
                <TextField
                  label={translate('resources.events.fields.venueCountry')}
                  value={countryLabel(venue)}
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
                />
              </>
            )}
            {!venue && <Alert severity="info">{translate('console.events.pickVenueFirst')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('console.abort')}</Button>
          <Button variant="contained" onClick={() => void add()} disabled={!venue || !name.trim() || pending}>
            {translate('console.events.addLocation')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The edit page's Locations tab: the primary venue (kept) and further venues, added and deleted. */
export function EventLocationsTab() {
  const translate = useTranslate();
  const event = useRecordContext<EventDto>();
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  if (!event) return null;
  return (
    <EventSubTable<EventLocationDto>
      label={translate('console.events.locations.table')}
      headers={['name', 'city', 'country'].map((header) => translate(`console.events.locations.${header}`))}
      rows={event.locations ?? []}
      rowKey={(location) => location.locationId}
      cells={(location) => [
        <>
          {location.name}{' '}
          {location.primary && (
            <Chip size="small" label={translate('console.events.locations.primary')} sx={{ ml: 1 }} />
          )}
        </>,
        location.city,
        location.country,
      ]}
      emptyText={translate('console.events.locations.empty')}
      addButton={<AddLocationButton event={event} />}
      // The primary venue is where distances are measured to: it stays.
      deleteLabel={(location) =>
        location.primary ? undefined : translate('console.events.delete', { name: location.name })
      }
      onDelete={(location) =>
        run(
          () => dataProvider.deleteEventLocation(event.id, location.locationId),
          translate('console.events.locations.deleted'),
        )
      }
      pending={pending}
    />
  );
}
