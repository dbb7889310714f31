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
  useTranslate,
} from 'react-admin';
import { choices, CLAIM_STATUS_LABELS, CLAIM_STATUSES, formatEuro } from '@unit-costs/contract';

import { formatBerlinDateTime } from '../format/berlinTime';
import { RowNumber } from '../layout/RowNumber';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { LoadingTable } from '../layout/TableSkeleton';
import { ExportMenu } from './ExportMenu';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import type { TravelClaimDto } from '../types';

/** The status filter; 'All' is the empty choice. */
const STATUS_FILTER_CHOICES = choices(CLAIM_STATUSES, CLAIM_STATUS_LABELS);

const claimFilters = [
  <SelectInput key="status" source="status" choices={STATUS_FILTER_CHOICES} emptyText="console.claims.all" alwaysOn />,
  <TextInput key="email" source="email" label="resources.claims.filters.email" alwaysOn />,
  <TextInput key="number" source="number" label="resources.claims.filters.number" alwaysOn />,
];

/** An e-mail or event number that, clicked, filters the list by itself. */
function FilterLink({ filter, value }: { filter: 'email' | 'number'; value: string | undefined }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (!value) return null;
  const apply = (event: MouseEvent) => {
    event.preventDefault();
    setFilters({ ...filterValues, [filter]: value }, { ...displayedFilters, [filter]: true });
  };
  return (
    <MuiLink
      component="button"
      type="button"
      onClick={apply}
      title={translate('console.claims.filterBy', { value })}
      sx={{ textAlign: 'left' }}
    >
      {value}
    </MuiLink>
  );
}

function DetailsLink() {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  if (!claim) return null;
  return (
    <Link to={`/claim/${encodeURIComponent(String(claim.guid ?? claim.id))}`}>
      {translate('console.claims.details')}
    </Link>
  );
}

/** /admin/claims. */
export function ClaimList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.claims.name', { smart_count: 2 })}
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
          <DataTable.Col source="status" render={(claim) => <ClaimStatusBadge status={claim.status} />} />
          <DataTable.Col source="lastname" render={(claim) => `${claim.lastname}, ${claim.firstname}`} />
          <DataTable.Col source="email" render={(claim) => <FilterLink filter="email" value={claim.email} />} />
          <DataTable.Col
            source="number"
            render={(claim) => <FilterLink filter="number" value={claim.event?.number} />}
          />
          <DataTable.Col source="totalAmount" render={(claim: TravelClaimDto) => formatEuro(claim.totalAmount)} />
          <DataTable.Col source="submitted" render={(claim) => formatBerlinDateTime(claim.submitted)} />
          <DataTable.Col label="" disableSort>
            <DetailsLink />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
