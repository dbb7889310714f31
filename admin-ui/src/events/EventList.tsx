import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { DataTable, Link, List, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';

import { formatBerlinDateTime } from '../format/berlinTime';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { LoadingTable } from '../layout/TableSkeleton';
import type { EventDto } from '../types';

function EventActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to="/events/create" variant="contained" startIcon={<AddIcon />}>
        {translate('console.events.newSeminar')}
      </Button>
    </TopToolbar>
  );
}

/** The edit link of a row: /admin/event/{id} (the spec's singular path). */
function EventEditLink() {
  const translate = useTranslate();
  const event = useRecordContext<EventDto>();
  if (!event) return null;
  return (
    <Button component={Link} to={`/event/${event.id}`} size="small" startIcon={<EditIcon />}>
      {translate('console.events.edit')}
    </Button>
  );
}

/** /admin/events: the seminars. */
export function EventList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.events.name', { smart_count: 2 })}
      actions={<EventActions />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.events.search')} />]}
      sort={{ field: 'startDate', order: 'DESC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
    >
      <LoadingTable>
        <DataTable<EventDto> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="number" />
          <DataTable.Col source="title" />
          <DataTable.Col
            source="location"
            disableSort
            render={(event: EventDto) => [event.location?.name, event.location?.city].filter(Boolean).join(', ')}
          />
          <DataTable.Col source="startDate" render={(event: EventDto) => formatBerlinDateTime(event.startDate)} />
          <DataTable.Col source="endDate" render={(event: EventDto) => formatBerlinDateTime(event.endDate)} />
          <DataTable.Col label={<HiddenColumnHeader />} disableSort align="right">
            <EventEditLink />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
