import AddIcon from '@mui/icons-material/Add';
import { Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { formatEuro } from '@unit-costs/contract';
import { useEffect, useState } from 'react';
import { DataTable, List, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';

import { ConfirmDeleteButton } from '../layout/ConfirmDeleteButton';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { RowNumber } from '../layout/RowNumber';
import { LoadingTable } from '../layout/TableSkeleton';
import type { DistanceBandDto } from '../types';
import { DistanceBandCreateDialog } from './DistanceBandCreateDialog';
import { DISTANCE_BAND_VERSIONS_KEY, useDistanceBandVersions } from './useDistanceBandVersions';

function VersionSelect() {
  const translate = useTranslate();
  const { data: versions = [] } = useDistanceBandVersions();
  const { filterValues, setFilters } = useListContext();
  const current = filterValues.version === undefined ? '' : String(filterValues.version);

  // Without a chosen version (or with one that is gone), show the first version there is.
  useEffect(() => {
    if (versions.length > 0 && !versions.includes(Number(current))) setFilters({ version: versions[0] }, {});
  }, [versions, current, setFilters]);

  return (
    <TextField
      select
      size="small"
      label={translate('console.distances.version')}
      value={versions.includes(Number(current)) ? current : ''}
      onChange={(event) => setFilters({ version: Number(event.target.value) }, {})}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 160, flex: 'none' }}
    >
      {versions.length === 0 && <option value="" />}
      {versions.map((version) => (
        <option key={version} value={String(version)}>
          {version}
        </option>
      ))}
    </TextField>
  );
}

/** Deleting the last band of a version removes the version: the version select reloads. */
function DistanceBandDeleteButton() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return (
    <ConfirmDeleteButton
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          void queryClient.invalidateQueries({ queryKey: DISTANCE_BAND_VERSIONS_KEY });
        },
      }}
    />
  );
}

function DistanceBandActions() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { filterValues } = useListContext();
  const version = Number(filterValues.version) || undefined;
  return (
    // On a phone the button goes under the version select rather than past the window's edge.
    <TopToolbar sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <VersionSelect />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('console.distances.add')}
      </Button>
      <DistanceBandCreateDialog open={open} onClose={() => setOpen(false)} version={version} />
    </TopToolbar>
  );
}

/** /admin/distances: the bands of one version. */
export function DistanceBandList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.distances.name', { smart_count: 2 })}
      actions={<DistanceBandActions />}
      sort={{ field: 'minValue', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      empty={false}
      storeKey={false}
    >
      <LoadingTable>
        <DataTable<DistanceBandDto> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col label="#" disableSort>
            <RowNumber />
          </DataTable.Col>
          <DataTable.Col label={translate('console.distances.minValue')} source="minValue" disableSort />
          <DataTable.Col label={translate('console.distances.maxValue')} source="maxValue" disableSort />
          <DataTable.Col
            label={translate('console.distances.amount')}
            source="amount"
            disableSort
            render={(band) => formatEuro(band.amount)}
          />
          <DataTable.Col label={<HiddenColumnHeader />} disableSort align="right">
            <DistanceBandDeleteButton />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
