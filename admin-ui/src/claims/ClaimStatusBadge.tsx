import { Chip } from '@mui/material';
import { CLAIM_STATUS_COLORS, claimStatusLabel, knownStatus } from '@unit-costs/contract';

export function ClaimStatusBadge({ status }: { status: number | null | undefined }) {
  return <Chip size="small" label={claimStatusLabel(status)} color={CLAIM_STATUS_COLORS[knownStatus(status)]} />;
}
