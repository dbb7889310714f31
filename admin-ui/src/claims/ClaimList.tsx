import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { formatEuro } from '@unit-costs/contract';
import { Fragment, type MouseEvent } from 'react';
import {
  DataTable,
  List,
  TopToolbar,
  useGetResourceLabel,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

import { ClaimAttendanceChip } from '../attendance/ClaimAttendance';
import { formatBerlinDateTime } from '../format/berlinTime';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { RowNumber } from '../layout/RowNumber';
import { LoadingTable } from '../layout/TableSkeleton';
import type { TravelClaimDto } from '../types';
import { ClaimFilters } from './ClaimFilters';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import { DuplicateBadge } from './DuplicateBadge';
import { ExportMenu } from './ExportMenu';
import { ReturnedChip } from './PaymentReturn';

/** The row's e-mail or event number; clicked, it filters the list by itself. */
function FilterLink({ filter }: { filter: 'email' | 'number' }) {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = filter === 'email' ? claim?.email : claim?.event?.number;
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
      {filter === 'email' ? <BreakableEmail email={value} /> : value}
    </MuiLink>
  );
}

/**
 * An e-mail that may break after its '@' and before a dot of the part before it, so a line ends at the '@'
 * where it can: nine columns share a 1280 px window, and a long address unbroken is the widest word in the
 * list. (<wbr> adds nothing to the link's name; the domain breaks only where it has a hyphen.)
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@') + 1;
  const breaks = [...email.slice(0, at).split(/(?=\.)/), email.slice(at)];
  return breaks.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** No claim (react-admin's ListNoResults): with filters, a way to clear them. */
function NoClaims() {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { filterValues, setFilters } = useListContext();
  const name = getResourceLabel('claims', 0);
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {filtered ? (
        <>
          {translate('ra.navigation.no_filtered_results', { name })}{' '}
          <Button size="small" onClick={() => setFilters({}, [])}>
            {translate('ra.navigation.clear_filters')}
          </Button>
        </>
      ) : (
        translate('ra.navigation.no_results', { name })
      )}
    </Typography>
  );
}

function StatusBadges() {
  const claim = useRecordContext<TravelClaimDto>();
  if (!claim) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ClaimStatusBadge status={claim.status} />
      <DuplicateBadge claim={claim} />
      <ReturnedChip claim={claim} />
    </Stack>
  );
}

/** The claim's page, /admin/claim/{guid} (the spec's singular path). */
function DetailsLink() {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  if (!claim) return null;
  return (
    <MuiLink component={Link} to={`/claim/${encodeURIComponent(String(claim.guid ?? claim.id))}`}>
      {translate('console.claims.details')}
    </MuiLink>
  );
}

function AttendanceChip() {
  const claim = useRecordContext<TravelClaimDto>();
  return <ClaimAttendanceChip attendance={claim?.attendance} />;
}

function ClaimActions() {
  return (
    <TopToolbar>
      <ExportMenu />
    </TopToolbar>
  );
}

/** /admin/claims, the console's first screen: the claims, newest submissions first, with their filters. */
export function ClaimList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.claims.name', { smart_count: 2 })}
      filters={<ClaimFilters />}
      actions={<ClaimActions />}
      sort={{ field: 'submitted', order: 'DESC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
    >
      <LoadingTable>
        <DataTable<TravelClaimDto>
          bulkActionButtons={false}
          rowClick={false}
          empty={<NoClaims />}
          // Half of MUI's 16 px beside each cell: the nine columns fit a 1280 px window with the menu open.
          sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
        >
          <DataTable.Col label="#" disableSort>
            <RowNumber />
          </DataTable.Col>
          <DataTable.Col source="status">
            <StatusBadges />
          </DataTable.Col>
          <DataTable.Col source="lastname" render={(claim) => `${claim.lastname}, ${claim.firstname}`} />
          <DataTable.Col source="email">
            <FilterLink filter="email" />
          </DataTable.Col>
          <DataTable.Col source="number">
            <FilterLink filter="number" />
          </DataTable.Col>
          <DataTable.Col source="totalAmount" render={(claim) => formatEuro(claim.totalAmount)} />
          <DataTable.Col source="submitted" render={(claim) => formatBerlinDateTime(claim.submitted)} />
          <DataTable.Col label={translate('console.attendance.claim.title')} disableSort>
            <AttendanceChip />
          </DataTable.Col>
          <DataTable.Col label={<HiddenColumnHeader />} disableSort>
            <DetailsLink />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
