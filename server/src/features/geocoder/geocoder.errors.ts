import { DomainError } from '../../platform/common/errors/domain-errors.js';

/** 502: the Photon instance failed, timed out or answered something that is not a FeatureCollection. */
export class GeocoderUnavailable extends DomainError {
  readonly status = 502;
  constructor(cause: unknown) {
    super('The address search is not available right now. Please try again later.', { cause });
  }
}
