import { request } from './http';
import type { PagedList, EventDto } from './types';

/** The event of a claim link (the number in any case, as the server matches it), or null when none has it. */
export async function findEventByNumber(number: string, signal?: AbortSignal): Promise<EventDto | null> {
  const list = await request<PagedList<EventDto> | undefined>(`/api/events?number=${encodeURIComponent(number)}`, {
    signal,
  });
  return list?.results.find((event) => event.number.toLowerCase() === number.toLowerCase()) ?? null;
}
