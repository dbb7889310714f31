/**
 * A tap before the app runs (docs/decisions.md, "A tap before the app runs"). The claim link the server
 * renders shows its form and buttons before the app has arrived and taken the page over; this script,
 * which the page runs before anything of it is shown (a plain `<script src>` ending its head,
 * build/first-load-plugin.ts), keeps what a participant does with them meanwhile, for the app to run
 * once it has taken the page over (kept-taps.ts):
 * - a submit (Calculate, or Enter in a field) and a tap on any other button of the page, the last one
 *   only, marked as being handled (busy, with a spinner) until the app runs it;
 * - the choices made in selects, which the app would otherwise not know (taking a select over, it
 *   puts back the choice its state holds);
 * - a photo that fails shows its fallback (`data-fallback-src`), not a broken image.
 * It imports nothing at run time and stays a few hundred bytes; a page's CSP allows no inline script.
 */

/** A submit or a tap the app runs once it has taken the page over. */
export type KeptTap =
  | { form: HTMLFormElement; submitter: HTMLElement | null; marked: HTMLElement | null }
  | { button: HTMLButtonElement; marked: HTMLElement };

export interface FirstTaps {
  /** Stops keeping taps: the last one kept, if any, and the choices made in selects since the page opened. */
  takeOver(): { tap?: KeptTap; chosen: Map<HTMLSelectElement, string> };
}

declare global {
  interface Window {
    firstTaps?: FirstTaps;
  }
}

/** The attribute of the element that shows a kept tap (the style below draws its spinner). */
const MARK = 'data-kept-tap';

const style = document.createElement('style');
style.textContent =
  `[${MARK}]{cursor:progress}` +
  `[${MARK}]::after{content:"";width:1em;height:1em;margin-inline-start:.5em;box-sizing:border-box;` +
  `border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:kept-tap 1s linear infinite}` +
  `@keyframes kept-tap{to{transform:rotate(1turn)}}`;
document.head.append(style);

let kept: KeptTap | undefined;
const chosen = new Map<HTMLSelectElement, string>();
const inPage = (target: EventTarget | null): target is Element =>
  target instanceof Element && !!document.getElementById('root')?.contains(target);

function keep(tap: KeptTap, event: Event): void {
  event.preventDefault();
  unmark(kept);
  kept = tap;
  tap.marked?.setAttribute(MARK, '');
  tap.marked?.setAttribute('aria-busy', 'true');
}

function unmark(tap: KeptTap | undefined): void {
  tap?.marked?.removeAttribute(MARK);
  tap?.marked?.removeAttribute('aria-busy');
}

const listeners: { [Name in keyof DocumentEventMap]?: (event: DocumentEventMap[Name]) => void } = {
  submit: (event) => {
    if (!inPage(event.target) || !(event.target instanceof HTMLFormElement)) return;
    keep({ form: event.target, submitter: event.submitter, marked: event.submitter }, event);
  },
  click: (event) => {
    const button = inPage(event.target) ? event.target.closest('button') : null;
    // A submit button's click goes on to submit its form (above).
    if (!button || (button.type === 'submit' && button.form)) return;
    keep({ button, marked: button }, event);
  },
  change: (event) => {
    if (inPage(event.target) && event.target instanceof HTMLSelectElement) chosen.set(event.target, event.target.value);
  },
  error: (event) => {
    const image = event.target;
    const fallback = image instanceof HTMLImageElement ? image.dataset.fallbackSrc : undefined;
    if (fallback && image instanceof HTMLImageElement && image.getAttribute('src') !== fallback) image.src = fallback;
  },
};
// Captured: an image's error does not bubble, and the page's own handlers come after the app's start.
for (const [name, listener] of Object.entries(listeners))
  document.addEventListener(name, listener as EventListener, true);

window.firstTaps = {
  takeOver() {
    for (const [name, listener] of Object.entries(listeners))
      document.removeEventListener(name, listener as EventListener, true);
    unmark(kept);
    style.remove();
    const tap = kept;
    kept = undefined;
    return { tap, chosen };
  },
};
