import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { TEXTS } from '../i18n/texts';
import { VENUE_NAME_REQUIRED } from './eventRules';
import type { EventLocation, EventRecord, Venue } from './types';
import { useEventChange } from './useEventChange';
import { VenueSearch } from './VenueSearch';
import { countryLabel } from './wizard/VenueStep';

function AddLocationButton({ event }: { event: EventRecord }) {
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
    const added = await run(() => dataProvider.addEventLocation(event.id, location), 'The location has been added.');
    if (added) close();
  };
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {TEXTS.events.addLocation}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-location-title">
        <DialogTitle id="add-location-title">{TEXTS.events.addLocation}</DialogTitle>
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
                  label="Venue Name"
                  value={name}
                  onChange={(change) => setName(change.target.value)}
                  error={!name.trim()}
                  helperText={name.trim() ? undefined : VENUE_NAME_REQUIRED}
                  size="small"
                />
                <TextField label="City" value={venue.city} size="small" slotProps={{ htmlInput: { readOnly: true } }} />
                <TextField
                  label="Country"
                  value={countryLabel(venue)}
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </>
            )}
            {!venue && <Alert severity="info">Pick the venue from the suggestions.</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{TEXTS.abort}</Button>
          <Button variant="contained" onClick={add} disabled={!venue || !name.trim() || pending}>
            {TEXTS.events.addLocation}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The edit page's Locations tab: the primary venue (kept) and further venues, added and deleted. */
export function EventLocationsTab() {
  const event = useRecordContext<EventRecord>();
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  const [removing, setRemoving] = useState<EventLocation>();
  if (!event) return null;
  const locations = event.locations ?? [];

  const remove = async () => {
    if (!removing) return;
    await run(() => dataProvider.deleteEventLocation(event.id, removing.locationId), 'The location has been deleted.');
    setRemoving(undefined);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <AddLocationButton event={event} />
      </Stack>
      <Table size="small" aria-label="Locations of the event">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>City</TableCell>
            <TableCell>Country</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {locations.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No locations yet.</TableCell>
            </TableRow>
          )}
          {locations.map((location) => (
            <TableRow key={location.locationId}>
              <TableCell>
                {location.name} {location.primary && <Chip size="small" label="Primary venue" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{location.city}</TableCell>
              <TableCell>{location.country}</TableCell>
              <TableCell align="right">
                {!location.primary && (
                  <IconButton
                    aria-label={`Delete ${location.name}`}
                    color="error"
                    onClick={() => setRemoving(location)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={removing !== undefined}
        loading={pending}
        title={TEXTS.delete.title}
        content={TEXTS.delete.content}
        onConfirm={remove}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
