import Chip, { type ChipProps } from '@mui/material/Chip';
import { CLAIM_STATUS_COLORS, knownStatus } from '@unit-costs/contract';

import { useT } from '../i18n/useT';

export function StatusBadge({ status, size = 'small' }: { status: number; size?: ChipProps['size'] }) {
  const t = useT();
  const known = knownStatus(status);
  return (
    <Chip label={t(`claimStatus.${known}`)} color={CLAIM_STATUS_COLORS[known]} size={size} sx={{ fontWeight: 600 }} />
  );
}
