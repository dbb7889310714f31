import { request } from './http';
import type { PagedList, SeminarEvent } from './types';

/** The event of a claim link, or null when no event has that number. */
export async function findEventByNumber(number: string, signal?: AbortSignal): Promise<SeminarEvent | null> {
  const list = await request<PagedList<SeminarEvent> | undefined>(`/api/events?number=${encodeURIComponent(number)}`, {
    signal,
  });
  return list?.results.find((event) => event.number === number) ?? null;
}
