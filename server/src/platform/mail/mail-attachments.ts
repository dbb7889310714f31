import { Injectable } from '@nestjs/common';

import type { MailAttachmentRef } from './mail-queue.js';

export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type AttachmentRenderer = (ref: MailAttachmentRef) => Promise<RenderedAttachment>;

/**
 * Turns the attachment references of a mail into files when it is sent. A feature registers the
 * renderer of its kind at start (e.g. 'claim-summary-pdf'); the outbox itself never holds bytes.
 */
@Injectable()
export class MailAttachments {
  private readonly renderers = new Map<string, AttachmentRenderer>();

  register(kind: string, renderer: AttachmentRenderer): void {
    this.renderers.set(kind, renderer);
  }

  /** Fails the delivery attempt (to be retried) for a kind nobody renders. */
  render(refs: MailAttachmentRef[]): Promise<RenderedAttachment[]> {
    return Promise.all(
      refs.map((ref) => {
        const renderer = this.renderers.get(ref.kind);
        if (!renderer) throw new Error(`No renderer for mail attachments of kind '${ref.kind}'`);
        return renderer(ref);
      }),
    );
  }
}
