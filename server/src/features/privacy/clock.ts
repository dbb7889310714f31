import { Injectable } from '@nestjs/common';

/**
 * The time retention is judged by. One provider, so tests move the clock of the retention job, the
 * erasure and the console's forecast together (`app.get(Clock).now = () => later`).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
