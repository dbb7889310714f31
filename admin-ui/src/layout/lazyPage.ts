import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first shown (react-admin's Layout suspends meanwhile), so the
 * console's first screen does not load every resource's pages.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(async () => ({ default: pick(await load()) }));
}
