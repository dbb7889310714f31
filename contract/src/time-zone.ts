/**
 * The academy's time zone: event dates are calendar days there, and both apps and the server show
 * dates and times in it, whatever the time zone of the browser or the machine (docs/rules.md,
 * "Event calendar").
 */
export const ACADEMY_TIME_ZONE = 'Europe/Berlin';
