import type { PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';

/** A uuid from the path, lower-cased; anything else names no record, so it is "not found" like an unknown one. */
export class UuidPipe implements PipeTransform<string, string> {
  constructor(private readonly notFound: (value: string) => Error) {}

  transform(value: string): string {
    if (!isUUID(value)) throw this.notFound(value);
    return value.toLowerCase();
  }
}
