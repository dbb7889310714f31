import Chip, { type ChipProps } from '@mui/material/Chip';

import { ClaimStatus } from '../api/types';
import { STATUS_LABELS } from '../texts';

const COLORS: Record<number, ChipProps['color']> = {
  [ClaimStatus.Unknown]: 'default',
  [ClaimStatus.Saved]: 'info',
  [ClaimStatus.Requested]: 'warning',
  [ClaimStatus.ApprovalRun]: 'secondary',
  [ClaimStatus.Paid]: 'success',
  [ClaimStatus.Rejected]: 'error',
};

export function StatusBadge({ status, size = 'small' }: { status: number; size?: ChipProps['size'] }) {
  const label = STATUS_LABELS[status] ?? STATUS_LABELS[ClaimStatus.Unknown];
  return <Chip label={label} color={COLORS[status] ?? 'default'} size={size} sx={{ fontWeight: 600 }} />;
}
