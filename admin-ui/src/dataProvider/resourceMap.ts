/** The console's resource names and the API paths under /api that serve them. */
export const RESOURCE_PATHS = {
  events: 'events',
  claims: 'travelclaim',
  countries: 'crosscountries',
  distances: 'distancebands',
  contacts: 'contacts',
} as const;

export type ConsoleResource = keyof typeof RESOURCE_PATHS;

/** The API path of a resource; names that are not mapped pass through as they are. */
export function apiPath(resource: string): string {
  return Object.hasOwn(RESOURCE_PATHS, resource) ? RESOURCE_PATHS[resource as ConsoleResource] : resource;
}
