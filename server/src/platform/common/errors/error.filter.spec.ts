import { ArgumentsHost, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { Conflict, InvalidInput, RuleViolated } from './domain-errors.js';
import { ErrorFilter } from './error.filter.js';

/** A stand-in for the Fastify reply the filter answers through. */
function respond(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ErrorFilter().catch(exception, host);
  return sent;
}

describe('ErrorFilter', () => {
  it('maps domain errors to their status and body', () => {
    expect(respond(new InvalidInput({ Number: ["Field 'Number' is mandatory."] }))).toEqual({
      status: 400,
      body: { errorMessage: "Field 'Number' is mandatory.", errors: { Number: ["Field 'Number' is mandatory."] } },
    });
    expect(respond(new Conflict('Changed meanwhile.'))).toEqual({
      status: 409,
      body: { errorMessage: 'Changed meanwhile.' },
    });
    expect(respond(new RuleViolated('Duplicate.'))).toEqual({ status: 422, body: { errorMessage: 'Duplicate.' } });
  });

  it('keeps the message of an HTTP exception but replaces framework texts', () => {
    expect(respond(new UnauthorizedException('The username or password is incorrect.'))).toEqual({
      status: 401,
      body: { errorMessage: 'The username or password is incorrect.' },
    });
    expect(respond(new UnauthorizedException())).toEqual({ status: 401, body: { errorMessage: 'Please sign in.' } });
    expect(respond(new NotFoundException('Cannot GET /x'))).toEqual({
      status: 404,
      body: { errorMessage: 'Not found.' },
    });
  });

  it('never lets SQL or a stack trace reach the client', () => {
    const failure = new QueryFailedError(
      'SELECT secret FROM internals',
      [],
      new Error('relation "internals" does not exist'),
    );
    const sent = respond(failure);
    expect(sent).toEqual({
      status: 500,
      body: { errorMessage: 'An unexpected error occurred. Please try again later.' },
    });
  });
});
