import { Chip } from '@mui/material';

import { STATUS_COLORS, statusLabel } from './claimStatus';

export function ClaimStatusBadge({ status }: { status: number | null | undefined }) {
  return <Chip size="small" label={statusLabel(status)} color={STATUS_COLORS[status ?? -1] ?? 'default'} />;
}
