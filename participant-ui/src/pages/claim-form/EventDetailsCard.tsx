import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { eventTitleIn } from '@unit-costs/contract';

import type { EventDto } from '../../api/types';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { useFormat } from '../../format';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import { ContactCard } from './ContactCard';

export function EventDetailsCard({ event }: { event: EventDto }) {
  const t = useT();
  const { language } = useLanguage();
  const format = useFormat();
  const rows: DetailRow[] = [
    { label: t('eventDetails.number'), value: event.number },
    { label: t('eventDetails.dates'), value: format.dateRange(event.startDate, event.endDate) },
  ];
  if (event.location) {
    // The venue's country in the page's language ('Allemagne'), from its ISO code.
    const { name, city, country, countryISO_3166: iso } = event.location;
    rows.push({ label: t('eventDetails.venue'), value: format.venue({ name, city, country, iso_3166: iso }) });
  }
  rows.push({
    label: t('eventDetails.accommodation'),
    value: event.accommodationEligible
      ? t('eventDetails.accommodationEligible')
      : t('eventDetails.accommodationNotEligible'),
  });
  if (event.offlineDate) rows.push({ label: t('eventDetails.claimDeadline'), value: format.date(event.offlineDate) });

  return (
    <Card component="section" aria-labelledby="event-heading">
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {t('eventDetails.heading')}
        </Typography>
        <Typography variant="h2" id="event-heading" sx={{ mb: 2 }}>
          {eventTitleIn(event, language)}
        </Typography>
        <DetailList rows={rows} variant="facts" />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h3" id="contacts-heading">
          {t('eventDetails.contacts')}
        </Typography>
        {event.contacts.length === 0 ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('eventDetails.noContacts')}</Typography>
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
