import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { rejectReasonText } from '@unit-costs/contract';

import type { TravelClaimDto } from '../../api/types';
import { ACADEMY, CLAIM_DETAIL } from '../../texts';
import { ContactCard } from '../claim-form/ContactCard';

/** A rejected claim's reason, and whom its owner can write to about it: the event's contacts, else the academy. */
export function RejectionNotice({ claim }: { claim: TravelClaimDto }) {
  const reason = rejectReasonText(claim.rejectReason, claim.othertxt);
  const contacts = claim.event.contacts ?? [];
  return (
    // A region, not an alert: the page states a decision taken earlier, nothing that just happened.
    <Alert severity="error" role="region" aria-label={CLAIM_DETAIL.rejectedTitle}>
      <AlertTitle>{CLAIM_DETAIL.rejectedTitle}</AlertTitle>
      {reason && (
        <Typography>
          {CLAIM_DETAIL.rejectedReason} <strong>{reason}</strong>
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>{CLAIM_DETAIL.rejectedQuestions}</Typography>
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
