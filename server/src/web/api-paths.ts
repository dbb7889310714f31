/** Paths that belong to the API (and the employee photos): never a page of the web apps. */
export const API_PREFIXES = ['/api/', '/auth/', '/employees/'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
