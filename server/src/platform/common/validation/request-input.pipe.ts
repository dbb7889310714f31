import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

import { InvalidInput, type FieldErrors } from '../errors/domain-errors.js';
import { fieldKey } from './validation.pipe.js';

/** Deeper than any payload of the API; class-transformer recurses per level and overflows the stack at ~1,500. */
export const MAX_JSON_DEPTH = 32;

// Control characters (C0, DEL, C1) except tab, line feed and carriage return (multi-line texts such as a
// refusal reason). PostgreSQL refuses NUL in text; the others have no place in a name, address or filter either.
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;
// With the u flag a well-formed pair is one code point, so only a lone (malformed) UTF-16 surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** Keys that could reach an object's prototype once a value is copied into a class (Nest's stripProtoKeys drops the same). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why `text` from a request is refused, as the end of a sentence about the field, or undefined when it is fine. */
export function textFault(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'must not contain control characters.';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text.';
  return undefined;
}

/** One field error on an object without a prototype: the key may come from the request. */
export function fieldError(key: string, message: string): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  errors[key] = [message];
  return errors;
}

/**
 * Runs before validation on every body, query and path parameter, whatever the handler's type: refuses
 * control characters and malformed Unicode in any text (with a field error), and JSON nested deeper than
 * MAX_JSON_DEPTH (before class-transformer walks it), and drops prototype keys. Iterative, so a hostile
 * payload cannot exhaust the stack.
 */
@Injectable()
export class RequestInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const errors: FieldErrors = Object.create(null);
    // Breadth first, so that the errors come in the order of the fields.
    const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: metadata.data ?? '', depth: 0 }];
    for (let next = 0; next < pending.length; next += 1) {
      const item = pending[next];
      if (typeof item.value === 'string') {
        const fault = textFault(item.value);
        if (fault !== undefined) {
          const key = fieldKey(item.path || metadata.type);
          errors[key] ??= [`Field '${key}' ${fault}`];
        }
      } else if (typeof item.value === 'object' && item.value !== null) {
        if (item.depth >= MAX_JSON_DEPTH) {
          throw new InvalidInput(fieldError('Body', `The request is nested more than ${MAX_JSON_DEPTH} levels deep.`));
        }
        for (const [name, child] of Object.entries(item.value)) {
          if (PROTOTYPE_KEYS.has(name)) {
            // Dropped here as Nest's ValidationPipe would, so that its walk has nothing left to do.
            delete (item.value as Record<string, unknown>)[name];
            continue;
          }
          pending.push({ value: child, path: item.path ? `${item.path}.${name}` : name, depth: item.depth + 1 });
        }
      }
    }
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    return value;
  }
}
