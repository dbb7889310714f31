import { formatBerlinDate } from '../format/berlinTime';

/** A calendar day of the API ('YYYY-MM-DD') as the console writes dates; noon keeps it on that day in Berlin. */
export const formatDay = (day: string | null | undefined): string => (day ? formatBerlinDate(`${day}T12:00:00Z`) : '');
