import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

import type { FeatureCollectionDto, FeatureDto } from './dto/feature-collection.dto.js';
import { GeocoderUnavailable } from './geocoder.errors.js';
import type { GeocodeQuery, GeocoderService } from './geocoder.service.js';

/** Enough for the typing of many participants; a Photon answer of 10 features is a few kilobytes. */
const CACHED_ANSWERS = 1000;

/** Asks a Photon instance (GEOCODER_URL) and passes its features through unchanged. */
export class PhotonGeocoder implements GeocoderService {
  private readonly logger = new Logger('Geocoder');
  /** Absent when GEOCODER_CACHE_SECONDS is 0. Only successful answers are cached. */
  private readonly cache?: LRUCache<string, FeatureCollectionDto>;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    cacheSeconds: number,
  ) {
    if (cacheSeconds > 0) this.cache = new LRUCache({ max: CACHED_ANSWERS, ttl: cacheSeconds * 1000 });
  }

  async search(query: GeocodeQuery): Promise<FeatureCollectionDto> {
    // Photon matches case-insensitively, so 'Trier' and 'trier' share one entry.
    const key = JSON.stringify([query.q.toLowerCase(), query.lang, query.limit]);
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const answer = await this.ask(query);
    this.cache?.set(key, answer);
    return answer;
  }

  private async ask({ q, lang, limit }: GeocodeQuery): Promise<FeatureCollectionDto> {
    const params = new URLSearchParams({ q, lang, limit: String(limit) });
    try {
      // The timeout covers reading the body as well, not only the response head.
      const response = await fetch(`${this.baseUrl}/api?${params}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const body: unknown = await response.json();
      if (!hasFeatures(body)) throw new Error('the answer is not a FeatureCollection');
      return { type: 'FeatureCollection', features: body.features };
    } catch (error) {
      // The query is left out of the log: it may be a person's address.
      this.logger.warn(`Photon at ${this.baseUrl} failed: ${this.reason(error)}`);
      throw new GeocoderUnavailable(error);
    }
  }

  private reason(error: unknown): string {
    if (!(error instanceof Error)) return String(error);
    if (error.name === 'TimeoutError') return `no answer within ${this.timeoutMs} ms`;
    // fetch reports network failures as 'fetch failed' and puts the reason (ECONNREFUSED, ...) in the cause.
    if (!(error.cause instanceof Error)) return error.message;
    const code = (error.cause as { code?: unknown }).code;
    return `${error.message} (${typeof code === 'string' ? code : error.cause.message})`;
  }
}

function hasFeatures(body: unknown): body is { features: FeatureDto[] } {
  return typeof body === 'object' && body !== null && Array.isArray((body as { features?: unknown }).features);
}
