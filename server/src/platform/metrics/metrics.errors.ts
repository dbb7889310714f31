import { HttpStatus } from '@nestjs/common';

import { DomainError, Unauthorized } from '../common/errors/domain-errors.js';
import { GENERIC } from '../common/errors/error-messages.js';

/** 404: without METRICS_TOKEN the metrics are not served at all (the figures tell an outsider how busy the academy is). */
export class MetricsNotServed extends DomainError {
  readonly status = HttpStatus.NOT_FOUND;
  constructor() {
    super(GENERIC[HttpStatus.NOT_FOUND]);
  }
}

/** 401: no bearer token, or not METRICS_TOKEN. */
export class MetricsTokenRefused extends Unauthorized {
  constructor() {
    super(GENERIC[HttpStatus.UNAUTHORIZED]);
  }
}
