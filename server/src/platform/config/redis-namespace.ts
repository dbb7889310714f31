/**
 * The Redis key namespace of one deployment: its database's host and name. Replicas of a
 * deployment share their queues and rate-limit counts; other deployments (and test apps) on the
 * same Redis never see them.
 */
export function redisNamespace(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'unit-costs';
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
