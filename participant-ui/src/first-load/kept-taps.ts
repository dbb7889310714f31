import { useEffect } from 'react';

import type { KeptTap } from './first-taps';

/**
 * Runs what a participant did before the app took the page over (first-taps.ts kept it): first the
 * choices made in selects, as changes the app's state follows, then, once the app has rendered
 * them, the last submit or tap, on the very element it was made on (the app took the server's
 * elements over). An element no longer in the page (the app drew the page anew, in another
 * language) is left: the participant sees a new page.
 */
export function runKeptTaps(): void {
  const kept = window.firstTaps?.takeOver();
  if (!kept) return;
  for (const [select, value] of kept.chosen) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const { tap } = kept;
  if (tap) setTimeout(() => run(tap), 0);
}

function run(tap: KeptTap): void {
  if ('form' in tap) {
    if (!tap.form.isConnected) return;
    tap.form.requestSubmit(tap.submitter?.isConnected ? tap.submitter : null);
  } else if (tap.button.isConnected) tap.button.click();
}

/**
 * Runs the kept taps once the app has taken the page over: rendered beside the page inside its
 * Suspense boundary (Layout), whose content React takes over after the rest of the page.
 */
export function KeptTaps(): null {
  useEffect(runKeptTaps, []);
  return null;
}
