import { IsInt, IsNumber, Max, Min, validateSync } from 'class-validator';

import { IsNumberFrom } from './field-rules.js';
import { collectFieldErrors } from './validation.pipe.js';

const TYPE = 'not a number';
const RANGE = 'out of range';

/** The three rules IsNumberFrom stands for, each with the message IsNumberFrom gives for it. */
class ThreeRules {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: TYPE })
  @Min(-90, { message: RANGE })
  @Max(90, { message: RANGE })
  latitude!: unknown;

  @IsInt({ message: TYPE })
  @Min(0, { message: TYPE })
  @Max(366, { message: TYPE })
  nights!: unknown;
}

class OneRule {
  @IsNumberFrom(-90, 90, { message: TYPE, rangeMessage: RANGE })
  latitude!: unknown;

  @IsNumberFrom(0, 366, { integer: true, message: TYPE })
  nights!: unknown;
}

const refusal = (type: new () => object, value: unknown) =>
  collectFieldErrors(validateSync(Object.assign(new type(), { latitude: value, nights: value })));

describe('IsNumberFrom', () => {
  it('refuses what IsNumber or IsInt, Min and Max refuse, with the message of the first they break', () => {
    const values = [
      0,
      -0,
      1,
      2.5,
      -90,
      90,
      90.0001,
      -90.5,
      366,
      367,
      -1,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      5e-324,
      NaN,
      Infinity,
      -Infinity,
      '1',
      '',
      true,
      null,
      undefined,
      [1],
      { value: 1 },
    ];
    for (const value of values) expect([value, refusal(OneRule, value)]).toEqual([value, refusal(ThreeRules, value)]);
  });
});
