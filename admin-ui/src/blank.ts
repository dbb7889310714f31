import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/*
 * The MSAL redirect page (served at /blank.html): the sign-in and sign-out popups end here, and
 * msal-browser 5 expects this page to hand the answer in its URL back to the console window.
 * Opened without an answer (someone visits it directly), it stays an empty page.
 */
if (window.location.hash.length > 1 || window.location.search.length > 1) {
  broadcastResponseToMainFrame().catch(() => window.close());
}
