import {
  Box,
  Button,
  Paper,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MouseEvent } from 'react';
import { ListBase, useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatEuro } from '@unit-costs/contract';

import { ClaimAttendanceChip } from '../attendance/ClaimAttendance';
import { formatBerlinDateTime } from '../format/berlinTime';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { PageTitle } from '../layout/PageTitle';
import { SortableHeaderCell } from '../layout/SortableHeaderCell';
import { LoadingTable } from '../layout/TableSkeleton';
import { ClaimFilters } from './ClaimFilters';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import { DuplicateBadge } from './DuplicateBadge';
import { ExportMenu } from './ExportMenu';
import type { TravelClaimDto } from '../types';

/** The sortable columns, in order, each labelled resources.claims.fields.<source>. */
const SORTABLE = ['status', 'lastname', 'email', 'number', 'totalAmount', 'submitted'] as const;

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

function ClaimTable() {
  const translate = useTranslate();
  const { data, page, perPage } = useListContext<TravelClaimDto>();
  if (!data?.length) return <NoClaims />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          {SORTABLE.map((source) => (
            <SortableHeaderCell key={source} source={source} label={translate(`resources.claims.fields.${source}`)} />
          ))}
          <TableCell>{translate('console.attendance.claim.title')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((claim, index) => (
          <TableRow key={claim.id} hover>
            <TableCell>{(page - 1) * perPage + index + 1}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <ClaimStatusBadge status={claim.status} />
                <DuplicateBadge claim={claim} />
              </Stack>
            </TableCell>
            <TableCell>{`${claim.lastname}, ${claim.firstname}`}</TableCell>
            <TableCell>
              <FilterLink filter="email" value={claim.email} />
            </TableCell>
            <TableCell>
              <FilterLink filter="number" value={claim.event?.number} />
            </TableCell>
            <TableCell>{formatEuro(claim.totalAmount)}</TableCell>
            <TableCell>{formatBerlinDateTime(claim.submitted)}</TableCell>
            <TableCell>
              <ClaimAttendanceChip attendance={claim.attendance} />
            </TableCell>
            <TableCell>
              <MuiLink component={Link} to={`/claim/${encodeURIComponent(String(claim.guid ?? claim.id))}`}>
                {translate('console.claims.details')}
              </MuiLink>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /admin/claims, the console's first screen: ra-core's headless <ListBase> (sort, filters, paging
 * and the URL as react-admin's <List> keeps them) with a table and filter bar of MUI components, so
 * the screen loads no more than it shows (docs/decisions.md, "Console").
 */
export function ClaimList() {
  const translate = useTranslate();
  return (
    <ListBase sort={{ field: 'submitted', order: 'DESC' }} perPage={PAGE_SIZE}>
      <PageTitle title={translate('resources.claims.name', { smart_count: 2 })} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <ClaimFilters />
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, py: 1, minHeight: 64, flexShrink: 0 }}>
          <ExportMenu />
        </Box>
      </Box>
      {/* A card as react-admin's <List> shows (MUI's Card is a Paper with its overflow hidden). */}
      <Paper sx={{ overflow: 'hidden' }}>
        <LoadingTable>
          <ClaimTable />
        </LoadingTable>
      </Paper>
      <ConsolePagination />
    </ListBase>
  );
}
