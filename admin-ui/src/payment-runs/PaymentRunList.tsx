import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { formatEuro } from '@unit-costs/contract';
import { DataTable, Link, List, TopToolbar, usePermissions, useRecordContext, useTranslate } from 'react-admin';

import { canDecideClaims } from '../authProvider/roles';
import { formatBerlinDateTime } from '../format/berlinTime';
import { ConsolePagination, PAGE_SIZE } from '../layout/ConsolePagination';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { LoadingTable } from '../layout/TableSkeleton';
import type { PaymentRunDto } from '../types';
import { DownloadButton } from './DownloadButton';

function PaymentRunActions() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  if (!canDecideClaims(permissions)) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button component={Link} to="/paymentruns/create" variant="contained" startIcon={<AddIcon />}>
        {translate('console.paymentRuns.newRun')}
      </Button>
    </TopToolbar>
  );
}

/** The run's files; the SEPA file holds the accounts in full, so only Approvers and Admins get it. */
/** The run's files; `withSepa` false where the page shows the SEPA file's download as its main action. */
export function PaymentRunDownloads({ withSepa = true }: { withSepa?: boolean }) {
  const translate = useTranslate();
  const run = useRecordContext<PaymentRunDto>();
  const { permissions } = usePermissions();
  if (!run) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {withSepa && canDecideClaims(permissions) && (
        <DownloadButton runId={run.id} file="sepa.xml" label={translate('console.paymentRuns.downloadSepa')} />
      )}
      <DownloadButton runId={run.id} file="claims.csv" label={translate('console.paymentRuns.downloadCsv')} />
    </Stack>
  );
}

function RunNumberLink() {
  const run = useRecordContext<PaymentRunDto>();
  if (!run) return null;
  return <Link to={`/paymentruns/${encodeURIComponent(String(run.id))}/show`}>{run.number}</Link>;
}

/** /admin/paymentruns: the payment runs, newest first. */
export function PaymentRunList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.paymentruns.name', { smart_count: 2 })}
      actions={<PaymentRunActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={PAGE_SIZE}
      pagination={<ConsolePagination />}
      empty={false}
    >
      <LoadingTable>
        <DataTable<PaymentRunDto> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col label={translate('console.paymentRuns.number')} source="number">
            <RunNumberLink />
          </DataTable.Col>
          <DataTable.Col
            label={translate('console.paymentRuns.date')}
            source="createdAt"
            render={(run: PaymentRunDto) => formatBerlinDateTime(run.createdAt)}
          />
          <DataTable.Col label={translate('console.paymentRuns.createdBy')} source="createdBy" disableSort />
          <DataTable.Col label={translate('console.paymentRuns.claims')} source="claimCount" align="right" />
          <DataTable.Col
            label={translate('console.paymentRuns.total')}
            source="totalAmount"
            align="right"
            render={(run: PaymentRunDto) => formatEuro(run.totalAmount)}
          />
          <DataTable.Col label={<HiddenColumnHeader />} disableSort align="right">
            <PaymentRunDownloads />
          </DataTable.Col>
        </DataTable>
      </LoadingTable>
    </List>
  );
}
