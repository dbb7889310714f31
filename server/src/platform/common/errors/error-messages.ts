import { HttpStatus } from '@nestjs/common';

/** The sentence of an answer whose exception says nothing a user could use. */
export const GENERIC: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: 'The request is malformed.',
  [HttpStatus.UNAUTHORIZED]: 'Please sign in.',
  [HttpStatus.FORBIDDEN]: 'You are not allowed to do this.',
  [HttpStatus.NOT_FOUND]: 'Not found.',
  [HttpStatus.REQUEST_TIMEOUT]: 'The request took too long to arrive.',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request is too large.',
  [HttpStatus.URI_TOO_LONG]: 'The address is too long.',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: "The request body's content type is not accepted here: send JSON.",
  431: "The request's headers are too large.",
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many requests. Please wait a moment and try again.',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'The service is briefly unavailable. Please try again in a moment.',
};
