import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language } from '@unit-costs/contract';
import { readFile } from 'node:fs/promises';

import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { defaultNotice } from './privacy-notice-templates.js';

/**
 * The privacy notice the participant app shows at /privacy: the academy's own file
 * (PRIVACY_NOTICE_FILE, markdown or plain text), the same in every language, else the template in the
 * page's language filled with the configured retention. Read at start: a file that cannot be read
 * stops the start, so no deployment runs without one.
 */
@Injectable()
export class PrivacyNotice implements OnModuleInit {
  /** The academy's own notice; undefined: the templates. */
  private own: string | undefined;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const file = this.config.privacy.noticeFile;
    if (file === undefined) return;
    const text = await readFile(file, 'utf8').catch((error: unknown) => {
      throw new Error(`PRIVACY_NOTICE_FILE ${file} cannot be read: ${String(error)}`);
    });
    if (!text.trim()) throw new Error(`PRIVACY_NOTICE_FILE ${file} is empty`);
    this.own = text;
  }

  markdown(language: Language = 'en'): string {
    return this.own ?? defaultNotice(language, this.config);
  }
}
