import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ClaimAttendanceDto, TravelClaimDto } from '../types';

/** The attendance filters of the claim list, as the server names them. */
export const ATTENDANCE_FILTERS = ['checkedIn', 'notCheckedIn', 'notRegistered', 'feeNotPaid'] as const;

/** Nights claimed beyond the days the claimant was checked in: positive means more nights than days present. */
export function nightsBeyondDays(claim: TravelClaimDto, attendance: ClaimAttendanceDto): number {
  return (claim.calculatedAccommodationCosts?.nights ?? 0) - attendance.checkedInDays.length;
}

/** The claim list's attendance cell: one word with a colour. */
export function ClaimAttendanceChip({ attendance }: { attendance?: ClaimAttendanceDto }) {
  const translate = useTranslate();
  if (!attendance) return null;
  const [key, color] = !attendance.registered
    ? (['notRegistered', 'warning'] as const)
    : attendance.checkedInDays.length === 0
      ? (['notCheckedIn', 'warning'] as const)
      : !attendance.feePaid
        ? (['feeNotPaid', 'warning'] as const)
        : (['checkedIn', 'success'] as const);
  const label = translate(`console.attendance.claim.${key}`);
  const days = attendance.checkedInDays.length;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={days > 0 ? `${label} (${days})` : label}
      title={attendance.signedSheetsUploaded ? translate('console.attendance.claim.sheetsSigned') : undefined}
    />
  );
}

/** The claim page's attendance: registered, fee paid, days checked in, signed sheets, nights against days. */
export function ClaimAttendanceSection({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.attendance.claim.${key}`, options);
  const attendance = claim.attendance;
  if (!attendance) return null;
  const beyond = nightsBeyondDays(claim, attendance);
  const nights = claim.calculatedAccommodationCosts?.nights ?? 0;
  return (
    <Stack spacing={1} component="section" aria-labelledby="claim-attendance-title">
      <Typography variant="subtitle1" component="h2" id="claim-attendance-title">
        {text('title')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ClaimAttendanceChip attendance={attendance} />
        <Typography variant="body2">
          {[
            text(attendance.registered ? 'registered' : 'notRegistered'),
            attendance.registered ? text(attendance.feePaid ? 'feePaid' : 'feeNotPaid') : null,
            attendance.checkedInDays.length
              ? text('checkedInOn', { days: attendance.checkedInDays.join(', ') })
              : text('notCheckedIn'),
            text(attendance.signedSheetsUploaded ? 'sheetsSigned' : 'sheetsNotSigned'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Stack>
      {beyond > 0 && (
        <Alert severity="warning">
          {text('nightsBeyondDays', { nights, days: attendance.checkedInDays.length, difference: beyond })}
        </Alert>
      )}
    </Stack>
  );
}
