import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

import { InvalidInput } from '../common/errors/domain-errors.js';

/** The largest attendee list a request may carry (5,000 rows of a registration export are ~1 MB). */
export const CSV_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** The largest upload: a signed sheet scanned at 300 dpi is a few megabytes a page. */
export const UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
/** What a multipart form adds around its file: boundaries, part headers, a few small fields. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** The media types of uploads: only routes marked @UploadLimit read them. */
const UPLOAD_TYPES = ['text/csv', 'multipart/form-data', 'application/xml', 'text/xml'];

/**
 * The route reads an upload of at most `bytes` (Fastify's per-route bodyLimit, set from the route's
 * config by limitBodies): every other route takes a JSON body of the API's 100 KiB at most.
 */
export const UploadLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes });

/**
 * Every route's body limit is its own: an upload route's from @UploadLimit, any other the server's
 * (JSON). A body declared larger is refused with 413 before a byte of it is read.
 */
export function limitBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}

/**
 * An upload as the route will read it, after the guards (token, role, rate limit) have passed: the
 * request stream, unread, and the route's limit. The stream sits in a private field, so the input
 * pipes that walk bodies never reach it.
 */
export class UnreadBody {
  readonly #stream: Readable;
  readonly #limit: number;

  constructor(stream: Readable, limit: number) {
    this.#stream = stream;
    this.#limit = limit;
  }

  /** The bytes, at most the route's limit (else 413, as Fastify answers a JSON body too large). */
  async bytes(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of this.#stream) {
      length += (chunk as Buffer).length;
      if (length > this.#limit) {
        this.#stream.destroy();
        throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }
}

/**
 * Bodies the JSON API does not speak: a CSV file as `text/csv`, files as `multipart/form-data`, bank
 * statements as XML. They are not read here, before the guards, but handed on unread (UnreadBody) to
 * the route, which reads them once the caller is known to be allowed; one declared larger than the
 * route's limit is 413 at once. Only the routes that read them with `@UploadedBody()` use them, every
 * other route refuses a body that is not JSON in its validation.
 */
export function acceptUploads(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(UPLOAD_TYPES, (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit;
    if (Number(request.headers['content-length']) > limit) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      return;
    }
    done(null, new UnreadBody(payload, limit));
  });
}

/** A file a request sent: its name, its declared type, its bytes. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The raw body and its content type, untouched by the pipes (which would walk a file's bytes one by one). */
export interface RawBody {
  contentType: string;
  body: unknown;
}

export const UploadedBody = createParamDecorator((_data: unknown, context: ExecutionContext): RawBody => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { contentType: String(request.headers['content-type'] ?? ''), body: request.body };
});

/** The upload's bytes, read now; a 400 saying what to send when the request carried none. */
export async function uploadedBytes(raw: RawBody, whatToSend: string): Promise<Buffer> {
  if (!(raw.body instanceof UnreadBody)) throw new InvalidInput({ File: [whatToSend] });
  return raw.body.bytes();
}

/**
 * The multipart form's fields, parsed by the platform's own parser (WHATWG `Request.formData`, in
 * Node since 18): no multipart library for a body already in memory and bounded.
 */
export async function formData(raw: RawBody): Promise<FormData> {
  const whatToSend = 'Send the file as multipart/form-data in a field named file.';
  if (!raw.contentType.toLowerCase().startsWith('multipart/form-data')) throw new InvalidInput({ File: [whatToSend] });
  const body = await uploadedBytes(raw, whatToSend);
  try {
    return await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': raw.contentType },
      body,
    }).formData();
  } catch {
    throw new InvalidInput({ File: ['The multipart body cannot be read.'] });
  }
}

/** The form's field `file`, or a 400 saying what to send. */
export async function fileField(form: FormData): Promise<UploadedFile> {
  const file = form.get('file');
  if (file === null || typeof file === 'string') {
    throw new InvalidInput({ File: ['Send the file in a multipart field named file.'] });
  }
  return { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
}
