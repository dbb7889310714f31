import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { InvalidInput } from '../common/errors/domain-errors.js';

/** The largest attendee list a request may carry (5,000 rows of a registration export are ~1 MB). */
export const CSV_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** The largest upload: a signed sheet scanned at 300 dpi is a few megabytes a page. */
export const UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * Bodies the JSON API does not speak: a CSV file as `text/csv`, and files as `multipart/form-data`.
 * Both are kept as they came (a string, bytes) up to their own limit, above the API's 100 KiB for
 * JSON; only the routes that read them with `@UploadedBody()` use them, every other route refuses a
 * body that is not JSON in its validation.
 */
export function acceptUploads(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
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

/**
 * The multipart form's fields, parsed by the platform's own parser (WHATWG `Request.formData`, in
 * Node since 18): no multipart library for a body already in memory and bounded.
 */
export async function formData(raw: RawBody): Promise<FormData> {
  if (!raw.contentType.toLowerCase().startsWith('multipart/form-data') || !Buffer.isBuffer(raw.body)) {
    throw new InvalidInput({ File: ['Send the file as multipart/form-data in a field named file.'] });
  }
  try {
    return await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': raw.contentType },
      body: raw.body,
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
