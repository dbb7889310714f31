import { Link as MuiLink } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  DataTable,
  Link,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { choices, CLAIM_STATUS_LABELS, CLAIM_STATUSES, formatEuro } from '@unit-costs/contract';

import { formatBerlinDateTime } from '../format/berlinTime';
import { TEXTS } from '../i18n/texts';
import { RowNumber } from '../layout/RowNumber';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { LoadingTable } from '../layout/TableSkeleton';
import { ExportMenu } from './ExportMenu';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import type { TravelClaimDto } from '../types';

/** The status filter; 'All' is the empty choice. */
const STATUS_FILTER_CHOICES = choices(CLAIM_STATUSES, CLAIM_STATUS_LABELS);

const claimFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_FILTER_CHOICES}
    emptyText={TEXTS.claims.all}
    alwaysOn
  />,
  <TextInput key="email" source="email" label="E-Mail" alwaysOn />,
  <TextInput key="number" source="number" label="EventNumber" alwaysOn />,
];

/** An e-mail or event number that, clicked, filters the list by itself. */
function FilterLink({ filter, value }: { filter: 'email' | 'number'; value: string | undefined }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (!value) return null;
  const apply = (event: MouseEvent) => {
    event.preventDefault();
    setFilters({ ...filterValues, [filter]: value }, { ...displayedFilters, [filter]: true });
  };
  return (
    <MuiLink component="button" type="button" onClick={apply} title={`Filter by ${value}`} sx={{ textAlign: 'left' }}>
      {value}
    </MuiLink>
  );
}

function DetailsLink() {
  const claim = useRecordContext<TravelClaimDto>();
  if (!claim) return null;
  return <Link to={`/claim/${encodeURIComponent(String(claim.guid ?? claim.id))}`}>Details</Link>;
}

/** /admin/claims. */
export function ClaimList() {
  return (
    <List
      title={TEXTS.menu.claims}
      filters={claimFilters}
      sort={{ field: 'submitted', order: 'DESC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
      actions={
        <TopToolbar>
          <ExportMenu />
        </TopToolbar>
      }
    >
      <LoadingTable>
        <DataTable<TravelClaimDto> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col label="#" disableSort>
            <RowNumber />
          </DataTable.Col>
          <DataTable.Col
            label="Status"
            source="status"
            render={(claim) => <ClaimStatusBadge status={claim.status} />}
          />
          <DataTable.Col
            label="Participant"
            source="lastname"
            render={(claim) => `${claim.lastname}, ${claim.firstname}`}
          />
          <DataTable.Col
            label="Email"
            source="email"
            render={(claim) => <FilterLink filter="email" value={claim.email} />}
          />
          <DataTable.Col
            label="Event number"
            source="number"
            render={(claim) => <FilterLink filter="number" value={claim.event?.number} />}
          />
          <DataTable.Col
            label="Contribution"
            source="totalAmount"
            render={(claim: TravelClaimDto) => formatEuro(claim.totalAmount)}
          />
          <DataTable.Col
            label="Submitted date"
            source="submitted"
            render={(claim) => formatBerlinDateTime(claim.submitted)}
          />
          <DataTable.Col label="" disableSort>
            <DetailsLink />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
