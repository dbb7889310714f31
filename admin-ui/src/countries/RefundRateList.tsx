import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { formatWholeEuro } from '@unit-costs/contract';
import { useState } from 'react';
import { DataTable, List, SelectInput, TopToolbar, useTranslate } from 'react-admin';

import { ConfirmDeleteButton } from '../layout/ConfirmDeleteButton';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { RowNumber } from '../layout/RowNumber';
import { LoadingTable } from '../layout/TableSkeleton';
import type { RefundRateDto } from '../types';
import { RefundRateCreateDialog, useCountryOptions } from './RefundRateCreateDialog';

function RefundRateActions() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('console.countries.addNew')}
      </Button>
      <RefundRateCreateDialog open={open} onClose={() => setOpen(false)} />
    </TopToolbar>
  );
}

/** The list's filters: rates from one country, or to one (GET /api/crosscountries filters by either id). */
function useRateFilters() {
  const translate = useTranslate();
  const { data: countries = [] } = useCountryOptions();
  const choice = { choices: countries, optionValue: 'value', optionText: 'displayValue', alwaysOn: true } as const;
  return [
    <SelectInput
      key="source"
      source="sourceCountryId"
      label={translate('console.countries.sourceCountry')}
      {...choice}
    />,
    <SelectInput
      key="target"
      source="targetCountryId"
      label={translate('console.countries.targetCountry')}
      {...choice}
    />,
  ];
}

/** /admin/countries: refund rates per pair of countries; a row opens the rate's edit page. */
export function RefundRateList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.countries.name', { smart_count: 2 })}
      actions={<RefundRateActions />}
      filters={useRateFilters()}
      sort={{ field: 'sourceCountry', order: 'ASC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
    >
      <LoadingTable>
        <DataTable<RefundRateDto> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col label="#" disableSort>
            <RowNumber />
          </DataTable.Col>
          <DataTable.Col label={translate('console.countries.startCountry')} source="sourceCountry" />
          <DataTable.Col label={translate('console.countries.destinationCountry')} source="targetCountry" />
          <DataTable.Col
            label={translate('console.countries.refundRate')}
            source="refundRate"
            render={(rate) => formatWholeEuro(rate.refundRate)}
          />
          <DataTable.Col label={<HiddenColumnHeader />} disableSort align="right">
            <ConfirmDeleteButton />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
