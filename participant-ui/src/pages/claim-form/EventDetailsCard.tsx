import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

import type { EventDto } from '../../api/types';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { formatDate, formatDateRange } from '../../format';
import { EVENT_DETAILS } from '../../texts';
import { ContactCard } from './ContactCard';

export function EventDetailsCard({ event }: { event: EventDto }) {
  const rows: DetailRow[] = [
    { label: EVENT_DETAILS.number, value: event.number },
    { label: EVENT_DETAILS.dates, value: formatDateRange(event.startDate, event.endDate) },
  ];
  if (event.location) {
    const { name, city, country } = event.location;
    rows.push({ label: EVENT_DETAILS.venue, value: [name, city, country].filter(Boolean).join(', ') });
  }
  rows.push({
    label: EVENT_DETAILS.accommodation,
    value: event.accommodationEligible ? EVENT_DETAILS.accommodationEligible : EVENT_DETAILS.accommodationNotEligible,
  });
  if (event.offlineDate) rows.push({ label: EVENT_DETAILS.claimDeadline, value: formatDate(event.offlineDate) });

  return (
    <Card component="section" aria-labelledby="event-heading">
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {EVENT_DETAILS.heading}
        </Typography>
        <Typography variant="h2" id="event-heading" sx={{ mb: 2 }}>
          {event.title}
        </Typography>
        <DetailList rows={rows} variant="facts" />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h3" id="contacts-heading">
          {EVENT_DETAILS.contacts}
        </Typography>
        {event.contacts.length === 0 ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{EVENT_DETAILS.noContacts}</Typography>
        ) : (
          <ul aria-labelledby="contacts-heading" style={{ margin: 0, padding: 0 }}>
            {event.contacts.map((contact) => (
              <ContactCard key={contact.contactId} contact={contact} seminarNumber={event.number} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
