import { CLAIM_LINK_STATE_ID, type ClaimLinkState } from '@unit-costs/contract';

/** The state a server-rendered claim link was rendered in (claim-link-page.tsx), if this page is one and `root` holds its HTML. */
export function serverRenderedState(root: HTMLElement): ClaimLinkState | undefined {
  const element = document.getElementById(CLAIM_LINK_STATE_ID);
  if (!element?.textContent || !root.firstChild) return undefined;
  try {
    return JSON.parse(element.textContent) as ClaimLinkState;
  } catch {
    return undefined;
  }
}
