import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';

/**
 * Says how many countries have a refund rate to the venue's country, and warns when none has: every
 * participant of an event there would be refused as 'not included in the project'.
 */
export function VenueRateCoverage({ countryIso }: { countryIso: string | undefined }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data } = useQuery({
    queryKey: ['countries', 'coverage', countryIso],
    queryFn: () => dataProvider.rateCoverage(countryIso ?? ''),
    enabled: Boolean(countryIso),
  });
  if (!countryIso || !data) return null;
  if (data.sourceCountries === 0) {
    return (
      <Alert severity="warning" sx={{ my: 1 }} role="alert">
        {translate('console.events.noRates', { country: data.country })}
      </Alert>
    );
  }
  return (
    // A note, not an alarm: read out politely (MUI's Alert is role="alert" otherwise).
    <Alert severity="info" sx={{ my: 1 }} role="status">
      {translate('console.events.rateCoverage', { smart_count: data.sourceCountries, country: data.country })}
    </Alert>
  );
}
