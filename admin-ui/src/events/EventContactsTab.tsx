import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
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
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';

import type { ContactRecord } from '../contacts/types';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { TEXTS } from '../i18n/texts';
import { ContactPicker } from './ContactPicker';
import type { EventContact, EventRecord } from './types';
import { useEventChange } from './useEventChange';

function AddEmployeesButton({ event }: { event: EventRecord }) {
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ContactRecord[]>([]);
  const close = () => {
    setOpen(false);
    setPicked([]);
  };
  const add = async () => {
    const ids = picked.map((contact) => contact.id);
    if (await run(() => dataProvider.linkEventContacts(event.id, ids), 'The employees have been added.')) close();
  };
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {TEXTS.events.addEmployees}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="add-employees-title">
        <DialogTitle id="add-employees-title">{TEXTS.events.addEmployees}</DialogTitle>
        <DialogContent>
          {open && (
            <ContactPicker
              selected={picked}
              onChange={setPicked}
              excludeIds={event.contacts.map((contact) => contact.contactId)}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{TEXTS.abort}</Button>
          <Button variant="contained" onClick={add} disabled={picked.length === 0 || pending}>
            {TEXTS.events.addEmployees}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The edit page's Employees tab: the event's contact persons, added from the directory and removed. */
export function EventContactsTab() {
  const event = useRecordContext<EventRecord>();
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  const [removing, setRemoving] = useState<EventContact>();
  if (!event) return null;
  const contacts = event.contacts ?? [];

  const remove = async () => {
    if (!removing) return;
    await run(() => dataProvider.unlinkEventContact(event.id, removing.contactId), 'The employee has been removed.');
    setRemoving(undefined);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <AddEmployeesButton event={event} />
      </Stack>
      <Table size="small" aria-label="Employees of the event">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Jobtitle</TableCell>
            <TableCell>E-Mail</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No employees yet.</TableCell>
            </TableRow>
          )}
          {contacts.map((contact) => (
            <TableRow key={contact.contactId}>
              <TableCell>{contact.displayName || `${contact.firstName} ${contact.lastName}`}</TableCell>
              <TableCell>{contact.jobTitle}</TableCell>
              <TableCell>{contact.email}</TableCell>
              <TableCell>{contact.phone}</TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={`Delete ${contact.displayName}`}
                  color="error"
                  onClick={() => setRemoving(contact)}
                >
                  <DeleteIcon />
                </IconButton>
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
