import { Injectable } from '@nestjs/common';

import { UuidPipe } from '../../platform/common/ids/uuid.pipe.js';
import { ClaimNotFound } from './claims.errors.js';

/** A claim's guid from the path; anything else is "not found" like an unknown claim. */
@Injectable()
export class GuidPipe extends UuidPipe {
  constructor() {
    super((value) => new ClaimNotFound(value));
  }
}
