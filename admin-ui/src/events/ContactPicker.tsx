import {
  Checkbox,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { contactTypeLabel } from '@unit-costs/contract';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { contactName, type ContactDto } from '../types';

/** The e-mail search waits for a pause in typing. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 1000;

/** Employees in a table with checkboxes, searched by e-mail (GET /api/contacts?email=). */
export function ContactPicker({
  selected,
  onChange,
  excludeIds = [],
}: {
  selected: ContactDto[];
  onChange: (selected: ContactDto[]) => void;
  excludeIds?: number[];
}) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const [text, setText] = useState('');
  const email = useDebouncedValue(text.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const { data: contacts = [], isFetching } = useQuery({
    queryKey: ['contacts', 'search', email],
    queryFn: () => dataProvider.searchContacts(email),
  });
  const shown = contacts.filter((contact) => !excludeIds.includes(Number(contact.id)));
  const isSelected = (contact: ContactDto) => selected.some((pick) => pick.id === contact.id);
  const toggle = (contact: ContactDto) =>
    onChange(isSelected(contact) ? selected.filter((pick) => pick.id !== contact.id) : [...selected, contact]);

  return (
    <>
      <TextField
        label={translate('console.events.searchEmployee')}
        placeholder={translate('console.events.searchEmployee')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
        type="search"
      />
      {isFetching ? <LinearProgress sx={{ mt: 1 }} /> : <div style={{ height: 4, marginTop: 8 }} />}
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={translate('console.events.employees.picker')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <HiddenColumnHeader label="console.selectColumn" />
              </TableCell>
              <TableCell>{translate('console.events.employees.name')}</TableCell>
              <TableCell>{translate('console.events.employees.type')}</TableCell>
              <TableCell>{translate('console.events.employees.email')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isFetching && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate('console.events.employees.noneFound')}</TableCell>
              </TableRow>
            )}
            {shown.map((contact) => (
              <TableRow key={contact.id} hover onClick={() => toggle(contact)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected(contact)}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => toggle(contact)}
                    slotProps={{
                      input: { 'aria-label': translate('console.events.select', { name: contactName(contact) }) },
                    }}
                  />
                </TableCell>
                <TableCell>{contactName(contact)}</TableCell>
                <TableCell>{contactTypeLabel(contact.contactType)}</TableCell>
                <TableCell>{contact.email}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
