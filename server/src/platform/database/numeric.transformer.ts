import type { ValueTransformer } from 'typeorm';

/** pg returns numeric columns as strings to keep precision; money here has 2 decimals, which a number holds exactly enough. */
export const numeric: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
