import Mail from '@mui/icons-material/Mail';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { EventContactDto } from '../../api/types';
import { useT } from '../../i18n/useT';

export const DEFAULT_AVATAR = '/default-avatar.png';

/** Employee photos are static files named after the last name (README.md). */
export function contactPhotoUrl(lastName: string): string {
  return `/employees/${encodeURIComponent(lastName)}_2021.jpg`;
}

/** The mail link of a contact card, with the subject of README.md (in the chosen language). */
export function contactMailHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function ContactCard({ contact, seminarNumber }: { contact: EventContactDto; seminarNumber: string }) {
  const t = useT();
  const name = contact.displayName || `${contact.firstName} ${contact.lastName}`;
  const [photo, setPhoto] = useState(() => contactPhotoUrl(contact.lastName));
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 1.5, listStyle: 'none' }}>
      <Box
        component="img"
        src={photo}
        // A rendered claim link's page puts it in place of a photo that fails before the app runs (first-taps.ts).
        data-fallback-src={DEFAULT_AVATAR}
        alt={t('eventDetails.photoOf', { name: name })}
        width={64}
        height={64}
        loading="lazy"
        // Only once: a missing default avatar leaves the empty circle, not a loop.
        onError={() => setPhoto(DEFAULT_AVATAR)}
        // A missing photo shows the empty circle, not its alt text spilling out, until the default one is there.
        sx={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0, bgcolor: 'action.hover', color: 'transparent' }}
      />
      <Box sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {contact.jobTitle && <Typography sx={{ color: 'text.secondary' }}>{contact.jobTitle}</Typography>}
        {contact.phone && (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Phone fontSize="small" aria-hidden="true" />
            <Link href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</Link>
          </Typography>
        )}
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Mail fontSize="small" aria-hidden="true" />
          <Link href={contactMailHref(contact.email, t('eventDetails.mailSubject', { seminarNumber }))}>
            {t('eventDetails.getInContact')}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
