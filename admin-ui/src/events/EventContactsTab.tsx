import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { ContactDto, EventContactDto, EventDto } from '../types';
import { ContactPicker } from './ContactPicker';
import { EventSubTable } from './EventSubTable';
import { useEventChange } from './useEventChange';

function AddEmployeesButton({ event }: { event: EventDto }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ContactDto[]>([]);
  const close = () => {
    setOpen(false);
    setPicked([]);
  };
  const add = async () => {
    const ids = picked.map((contact) => contact.id);
    if (await run(() => dataProvider.linkEventContacts(event.id, ids), translate('console.events.employees.added')))
      close();
  };
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('console.events.addEmployees')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="add-employees-title">
        <DialogTitle id="add-employees-title">{translate('console.events.addEmployees')}</DialogTitle>
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
          <Button onClick={close}>{translate('console.abort')}</Button>
          <Button variant="contained" onClick={() => void add()} disabled={picked.length === 0 || pending}>
            {translate('console.events.addEmployees')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The edit page's Employees tab: the event's contact persons, added from the directory and removed. */
export function EventContactsTab() {
  const translate = useTranslate();
  const event = useRecordContext<EventDto>();
  const dataProvider = useConsoleDataProvider();
  const { run, pending } = useEventChange();
  if (!event) return null;
  return (
    <EventSubTable<EventContactDto>
      label={translate('console.events.employees.table')}
      headers={['name', 'jobTitle', 'email', 'phone'].map((header) => translate(`console.events.employees.${header}`))}
      rows={event.contacts ?? []}
      rowKey={(contact) => contact.contactId}
      cells={(contact) => [
        contact.displayName || `${contact.firstName} ${contact.lastName}`,
        contact.jobTitle,
        contact.email,
        contact.phone,
      ]}
      emptyText={translate('console.events.employees.empty')}
      addButton={<AddEmployeesButton event={event} />}
      deleteLabel={(contact) => translate('console.events.delete', { name: contact.displayName })}
      onDelete={(contact) =>
        run(
          () => dataProvider.unlinkEventContact(event.id, contact.contactId),
          translate('console.events.employees.removed'),
        )
      }
      pending={pending}
    />
  );
}
