import { createContext, useContext } from 'react';

/** What GET /api/config tells the console at start (server/src/platform/client-config). */
export interface EntraConfig {
  clientId: string;
  tenantId: string;
  authority: string;
  /** The API scope 'access as user'. */
  apiScope: string;
  /** The site followed by /blank.html, where the sign-in popup ends. */
  redirectUri: string;
}

export interface ClientConfig {
  /** null: Entra ID is not configured and staff sign in with local accounts. */
  entra: EntraConfig | null;
  /** The public base URL of the site, without a trailing slash. */
  publicUrl: string;
}

export async function loadClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const config = (await response.json()) as ClientConfig;
  return { entra: config.entra ?? null, publicUrl: (config.publicUrl ?? window.location.origin).replace(/\/+$/, '') };
}

export const ClientConfigContext = createContext<ClientConfig>({ entra: null, publicUrl: '' });

export const useClientConfig = (): ClientConfig => useContext(ClientConfigContext);
