import { Expose, plainToInstance } from 'class-transformer';
import { IsInt, IsString, Max, validateSync } from 'class-validator';

import { cacheDecoratorMetadata } from './decorator-metadata-cache.js';

const failed = (object: object) => validateSync(object).map((error) => Object.keys(error.constraints ?? {}));

class Seat {
  @IsInt()
  row!: number;
}

class AisleSeat extends Seat {
  @IsString()
  side!: string;
}

class Ticket {
  @Expose({ name: 'seat_number' })
  seat!: number;
}

describe('cacheDecoratorMetadata', () => {
  beforeAll(() => {
    cacheDecoratorMetadata();
    cacheDecoratorMetadata(); // a second app in the same process: the caches are set up once
  });

  it('validates with the same rules, own and inherited, call after call', () => {
    for (let call = 0; call < 3; call += 1) {
      expect(failed(Object.assign(new AisleSeat(), { row: 'x', side: 1 }))).toEqual([['isString'], ['isInt']]);
      expect(failed(Object.assign(new AisleSeat(), { row: 3, side: 'left' }))).toEqual([]);
      expect(failed(Object.assign(new Seat(), { row: 'x', side: 1 }))).toEqual([['isInt']]);
    }
  });

  it('sees a rule added to a class that was validated before', () => {
    expect(failed(Object.assign(new Seat(), { row: 40 }))).toEqual([]);
    Max(30)(Seat.prototype, 'row');
    expect(failed(Object.assign(new Seat(), { row: 40 }))).toEqual([['max']]);
    expect(failed(Object.assign(new AisleSeat(), { row: 40, side: 'left' }))).toEqual([['max']]);
  });

  it('transforms with the fields a class exposes, also when one is added later', () => {
    expect(plainToInstance(Ticket, { seat_number: 7, hall_name: 'A' })).toEqual(
      Object.assign(new Ticket(), { seat: 7, hall_name: 'A' }),
    );
    Expose({ name: 'hall_name' })(Ticket.prototype, 'hall');
    expect(plainToInstance(Ticket, { seat_number: 7, hall_name: 'A' })).toEqual(
      Object.assign(new Ticket(), { seat: 7, hall: 'A' }),
    );
  });
});
