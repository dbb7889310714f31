import Chip, { type ChipProps } from '@mui/material/Chip';
import { CLAIM_STATUS_COLORS, CLAIM_STATUS_LABELS, knownStatus } from '@unit-costs/contract';

export function StatusBadge({ status, size = 'small' }: { status: number; size?: ChipProps['size'] }) {
  const known = knownStatus(status);
  return (
    <Chip label={CLAIM_STATUS_LABELS[known]} color={CLAIM_STATUS_COLORS[known]} size={size} sx={{ fontWeight: 600 }} />
  );
}
