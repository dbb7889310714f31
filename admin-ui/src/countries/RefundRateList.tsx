import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar } from 'react-admin';
import { formatWholeEuro } from '@unit-costs/contract';

import { TEXTS } from '../i18n/texts';
import { ConfirmDeleteButton } from '../layout/ConfirmDeleteButton';
import { RowNumber } from '../layout/RowNumber';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { LoadingTable } from '../layout/TableSkeleton';
import { RefundRateCreateDialog } from './RefundRateCreateDialog';
import type { RefundRateDto } from '../types';

const T = TEXTS.countries;

function RefundRateActions() {
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {T.addNew}
      </Button>
      <RefundRateCreateDialog open={open} onClose={() => setOpen(false)} />
    </TopToolbar>
  );
}

/** /admin/countries: refund rates per pair of countries. */
export function RefundRateList() {
  return (
    <List
      title={TEXTS.menu.countries}
      actions={<RefundRateActions />}
      sort={{ field: 'sourceCountry', order: 'ASC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
    >
      <LoadingTable>
        <DataTable<RefundRateDto> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col label="#" disableSort>
            <RowNumber />
          </DataTable.Col>
          <DataTable.Col label={T.startCountry} source="sourceCountry" />
          <DataTable.Col label={T.destinationCountry} source="targetCountry" />
          <DataTable.Col label={T.refundRate} source="refundRate" render={(rate) => formatWholeEuro(rate.refundRate)} />
          <DataTable.Col label="" disableSort align="right">
            <ConfirmDeleteButton />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
