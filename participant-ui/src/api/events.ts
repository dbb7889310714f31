import { request } from './http';
import type { PagedList, EventDto } from './types';

/** The request the page started for this event before the main bundle ran (first-load/early-requests.ts), taken once. */
function takeEarlyRequest(number: string): Promise<Response> | undefined {
  const early = window.earlyEventRequest;
  if (early?.number !== number) return undefined;
  window.earlyEventRequest = undefined;
  return early.response;
}

/** The query of a claim link's event: the page's, and the one the server-rendered page starts with (ssr/claim-link-page.tsx). */
export const eventQueryKey = (number: string) => ['event', number] as const;

/** The event of a claim link (the number in any case, as the server matches it), or null when none has it. */
export async function findEventByNumber(number: string, signal?: AbortSignal): Promise<EventDto | null> {
  const list = await request<PagedList<EventDto> | undefined>(`/api/events?number=${encodeURIComponent(number)}`, {
    signal,
    started: takeEarlyRequest(number),
  });
  return list?.results.find((event) => event.number.toLowerCase() === number.toLowerCase()) ?? null;
}
