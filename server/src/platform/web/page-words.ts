/**
 * The words of the web apps' page paths (participant-ui/src/routes.tsx, the console's resources and
 * pages in admin-ui/src/App.tsx), which the server serves through one wildcard route: the request log
 * shows them as sent and every other segment of such a path as ':value' (common/logging/logger.ts). A
 * word missing here costs only a ':value' in the log.
 */
export const PAGE_WORDS = [
  // participant app
  'claims',
  'create',
  'completed',
  'login',
  'privacy',
  'me',
  'data',
  'bankdetails',
  // admin console
  'admin',
  'events',
  'claim',
  'paymentruns',
  'countries',
  'distances',
  'contacts',
  'staff',
  'show',
  'edit',
  'check-in',
  'event',
  'dashboard',
];
