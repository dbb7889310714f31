import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RejectReason } from '@unit-costs/contract';

import type { TravelClaimDto } from '../../api/types';
import { useT } from '../../i18n/useT';
import { ACADEMY } from '../../texts';
import { ContactCard } from '../claim-form/ContactCard';

/** A rejected claim's reason, and whom its owner can write to about it: the event's contacts, else the academy. */
export function RejectionNotice({ claim }: { claim: TravelClaimDto }) {
  const t = useT();
  const other = claim.rejectReason === RejectReason.Other ? claim.othertxt?.trim() : undefined;
  const known = claim.rejectReason != null && Object.hasOwn(RejectReason, claim.rejectReason);
  const reason = other || (known ? t(`rejectReason.${claim.rejectReason as RejectReason}`) : '');
  const contacts = claim.event.contacts ?? [];
  return (
    // A region, not an alert: the page states a decision taken earlier, nothing that just happened.
    <Alert severity="error" role="region" aria-label={t('claimDetail.rejectedTitle')}>
      <AlertTitle>{t('claimDetail.rejectedTitle')}</AlertTitle>
      {reason && (
        <Typography>
          {t('claimDetail.rejectedReason')} <strong>{reason}</strong>
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>{t('claimDetail.rejectedQuestions')}</Typography>
      {contacts.length > 0 ? (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {contacts.map((contact) => (
            <ContactCard key={contact.contactId} contact={contact} seminarNumber={claim.event.number} />
          ))}
        </Box>
      ) : (
        <Link href={`mailto:${ACADEMY.infoMail}`}>{ACADEMY.infoMail}</Link>
      )}
    </Alert>
  );
}
