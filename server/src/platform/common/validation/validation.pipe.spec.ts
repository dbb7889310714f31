import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { InvalidInput } from '../errors/domain-errors.js';
import { AlsoReadAs, IsNumberFrom, IsPresent } from './field-rules.js';
import { RequestInputPipe } from './request-input.pipe.js';
import { createValidationPipe, RequestValidationPipe, VALIDATION_OPTIONS } from './validation.pipe.js';

/** A body of the kinds of fields the API's DTOs have: required numbers in ranges, aliases, a default, an optional text. */
class CalculationRequestDto {
  @IsPresent({ message: 'Required.' })
  @IsNumberFrom(1, 2147483647, { integer: true, message: 'A whole number.' })
  eventId!: number;

  @IsPresent({ message: 'Required.' })
  @IsNumberFrom(-90, 90, { message: 'A number.', rangeMessage: 'From -90 to 90.' })
  latitude!: number;

  @IsPresent({ message: 'Required.' })
  @IsNumberFrom(-180, 180, { message: 'A number.', rangeMessage: 'From -180 to 180.' })
  longitude!: number;

  @AlsoReadAs('traveltype')
  @IsPresent({ message: 'Required.' })
  @IsIn([0, 1], { message: '0 or 1.' })
  travelType!: number;

  @AlsoReadAs('nightsspend')
  @Transform(({ value }) => value ?? 0)
  @IsNumberFrom(0, 366, { integer: true, message: 'A whole number of nights.' })
  nightsSpend!: number;

  @AlsoReadAs('countryid')
  @IsPresent({ message: 'Required.' })
  @IsNumberFrom(1, 2147483647, { integer: true, message: 'A country.' })
  countryId!: number;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  institution?: string;
}

const body: ArgumentMetadata = { type: 'body', metatype: CalculationRequestDto };
const VALID = { eventId: 2, latitude: 38.7, longitude: -9.1, traveltype: 1, nightsspend: 2, countryid: 175 };

/** What a pipe answers for a fresh copy of `value()`: the value it passes on, or the field errors it refuses with. */
async function outcome(pipe: ValidationPipe, value: () => unknown, metadata = body): Promise<unknown> {
  try {
    return { passed: await pipe.transform(value(), metadata) };
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    return { refused: error.errors };
  }
}

describe('RequestValidationPipe', () => {
  const pipe = createValidationPipe();
  const nest = new ValidationPipe(VALIDATION_OPTIONS);

  it('passes a valid body on as its DTO, aliases read and unknown fields dropped', async () => {
    const passed = await pipe.transform({ ...VALID, admin: true, institution: 'Tribunal' }, body);
    expect(pipe).toBeInstanceOf(RequestValidationPipe);
    expect(passed).toBeInstanceOf(CalculationRequestDto);
    expect(passed).toEqual(
      Object.assign(new CalculationRequestDto(), {
        eventId: 2,
        latitude: 38.7,
        longitude: -9.1,
        travelType: 1,
        nightsSpend: 2,
        countryId: 175,
        institution: 'Tribunal',
      }),
    );
  });

  it('answers every object as Nest’s own ValidationPipe does', async () => {
    const values: (() => unknown)[] = [
      () => ({ ...VALID }),
      () => ({}),
      () => ({ ...VALID, eventId: '2' }),
      () => ({ ...VALID, latitude: 91, nightsspend: -1 }),
      () => ({ ...VALID, traveltype: 7, countryid: null }),
      () => ({ ...VALID, institution: 'x'.repeat(301) }),
      () => undefined,
      () => Object.assign(Object.create(null), VALID),
    ];
    const notObjects: (() => unknown)[] = [() => [{ ...VALID }], () => 'text', () => 42, () => null];
    for (const value of [...values, ...notObjects]) {
      expect(await outcome(pipe, value, { ...body, type: 'query' })).toEqual(
        await outcome(nest, value, { ...body, type: 'query' }),
      );
    }
    for (const value of values) expect(await outcome(pipe, value)).toEqual(await outcome(nest, value));
    // A body that is no object, which Nest would read as an empty one (null) or validate as one: refused.
    for (const value of notObjects) {
      expect(await outcome(pipe, value)).toEqual({ refused: { Body: ['The request body must be a JSON object.'] } });
    }
  });

  it('leaves no prototype key for the short way to copy into the DTO', async () => {
    const value = JSON.parse(
      `{"eventId": 2, "constructor": {"name": "x"}, "prototype": 1, "nested": {"constructor": 2}}`,
    );
    const checked = new RequestInputPipe().transform({ ...value, ...VALID }, body) as Record<string, unknown>;
    expect(Object.keys(checked)).not.toContain('constructor');
    expect(Object.keys(checked)).not.toContain('prototype');
    expect(Object.keys(checked.nested as object)).toEqual([]);
    const passed = await pipe.transform(checked, body);
    expect((passed as object).constructor).toBe(CalculationRequestDto);
  });
});
