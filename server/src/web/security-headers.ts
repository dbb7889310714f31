import type { HelmetOptions } from 'helmet';

import type { AppConfig } from '../config/config.js';
import { ENTRA_LOGIN_HOST } from '../client-config/entra-login-host.js';

/**
 * helmet's defaults, opened just enough for the consoles: MSAL fetches tokens from the Entra login
 * host, and its sign-in popup must keep its opener while it visits that host.
 */
export function securityHeaders(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: { connectSrc: ["'self'", ...(config.entra ? [ENTRA_LOGIN_HOST] : [])] },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}
