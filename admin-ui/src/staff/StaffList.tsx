import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, EditButton, List, TopToolbar, useTranslate } from 'react-admin';

import { formatBerlinDateTime } from '../format/berlinTime';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { RowNumber } from '../layout/RowNumber';
import { LoadingTable } from '../layout/TableSkeleton';
import type { StaffAccountDto, StaffAccountWithPasswordDto } from '../types';
import { NewPasswordDialog } from './NewPasswordDialog';
import { StaffCreateDialog } from './StaffCreateDialog';

function StaffActions({ onCreated }: { onCreated: (account: StaffAccountWithPasswordDto) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('console.staff.add')}
      </Button>
      <StaffCreateDialog open={open} onClose={() => setOpen(false)} onCreated={onCreated} />
    </TopToolbar>
  );
}

function Roles({ roles }: { roles: string[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`console.staff.roleName.${role}`, { _: role })} />
      ))}
    </Stack>
  );
}

/** /admin/staff: the staff accounts (Admins only). */
export function StaffList() {
  const translate = useTranslate();
  const [created, setCreated] = useState<StaffAccountWithPasswordDto>();
  return (
    <>
      <List
        title={translate('resources.staff.name', { smart_count: 2 })}
        actions={<StaffActions onCreated={setCreated} />}
        sort={{ field: 'username', order: 'ASC' }}
        perPage={PAGE_SIZE}
        pagination={<ConsolePagination />}
        empty={false}
      >
        <LoadingTable>
          <DataTable<StaffAccountDto> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col label="#" disableSort>
              <RowNumber />
            </DataTable.Col>
            <DataTable.Col source="username" />
            <DataTable.Col source="displayName" />
            <DataTable.Col source="email" />
            <DataTable.Col source="roles" disableSort render={(account) => <Roles roles={account.roles} />} />
            <DataTable.Col
              source="enabled"
              render={(account) => translate(account.enabled ? 'console.staff.active' : 'console.staff.disabled')}
            />
            <DataTable.Col
              source="source"
              disableSort
              render={(account) => translate(`console.staff.source.${account.source}`)}
            />
            <DataTable.Col
              source="lastLoginAt"
              render={(account) =>
                account.lastLoginAt ? formatBerlinDateTime(account.lastLoginAt) : translate('console.staff.never')
              }
            />
            <DataTable.Col label={<HiddenColumnHeader />} disableSort align="right">
              <EditButton />
            </DataTable.Col>
          </DataTable>
        </LoadingTable>
      </List>
      <NewPasswordDialog account={created} onClose={() => setCreated(undefined)} />
    </>
  );
}
