import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, EditButton, List, TopToolbar, useTranslate } from 'react-admin';

import { ConfirmDeleteButton } from '../layout/ConfirmDeleteButton';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { RowNumber } from '../layout/RowNumber';
import { LoadingTable } from '../layout/TableSkeleton';
import { contactName, type ContactDto } from '../types';
import { ContactCreateDialog } from './ContactCreateDialog';

function ContactActions() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('console.contacts.add')}
      </Button>
      <ContactCreateDialog open={open} onClose={() => setOpen(false)} />
    </TopToolbar>
  );
}

/** /admin/contacts (Employees). */
export function ContactList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.contacts.name', { smart_count: 2 })}
      actions={<ContactActions />}
      sort={{ field: 'lastname', order: 'ASC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
    >
      <LoadingTable>
        <DataTable<ContactDto> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col label="#" disableSort>
            <RowNumber />
          </DataTable.Col>
          <DataTable.Col source="lastname" label="resources.contacts.fields.name" render={contactName} />
          <DataTable.Col source="email" />
          <DataTable.Col source="jobTitle" />
          <DataTable.Col label={<HiddenColumnHeader />} disableSort align="right">
            <EditButton />
            <ConfirmDeleteButton />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
