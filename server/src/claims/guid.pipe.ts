import { Injectable, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';

import { ClaimNotFound } from './claims.errors.js';

/** A claim's guid from the path; anything else names no claim, so it is "not found" like an unknown one. */
@Injectable()
export class GuidPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw new ClaimNotFound(value);
    return value.toLowerCase();
  }
}
