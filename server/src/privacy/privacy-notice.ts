import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { readFile } from 'node:fs/promises';

import { ACADEMY } from '../claims/summary-pdf/claim-summary.pdf.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/**
 * The privacy notice the participant app shows at /privacy: the academy's own file
 * (PRIVACY_NOTICE_FILE, markdown or plain text), else this template filled with the configured
 * retention. Read at start: a file that cannot be read stops the start, so no deployment runs without one.
 */
@Injectable()
export class PrivacyNotice implements OnModuleInit {
  private text = '';

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const file = this.config.privacy.noticeFile;
    if (file === undefined) {
      this.text = defaultNotice(this.config);
      return;
    }
    const text = await readFile(file, 'utf8').catch((error: unknown) => {
      throw new Error(`PRIVACY_NOTICE_FILE ${file} cannot be read: ${String(error)}`);
    });
    if (!text.trim()) throw new Error(`PRIVACY_NOTICE_FILE ${file} is empty`);
    this.text = text;
  }

  markdown(): string {
    return this.text;
  }
}

function defaultNotice({ privacy, publicUrl }: AppConfig): string {
  return `# Privacy notice

${ACADEMY.name}, ${ACADEMY.address}, refunds the travel and accommodation costs of the participants of its
EU-funded seminars at unit rates. This notice says which of your data it keeps for that, why, for how long,
and what you can ask of it.

## What we collect
- **Your claim:** your name, e-mail address and phone number; your employer's name and address and your
  country; your travel type and the nights you claim. From your employer's address we calculate the distance
  to the venue and the refund.
- **Your bank account** (once you request the refund): account holder, IBAN, BIC, bank, and the account
  holder's address. The IBAN is stored encrypted.
- **The history of your claim:** when it was saved, requested, decided and paid, and by whom.
- **Mails we sent you** (confirmation, sign-in codes, decisions) and your sign-in sessions.

## Why
To calculate and pay your refund, and to account for it to the European Union, which funds the seminars
(Art. 6(1)(b), (c) and (e) GDPR). We do not use your data for anything else and pass it on only to our bank
(for the transfer) and to the EU's auditors when they audit the grant.

## For how long
- Claims you never requested: ${privacy.unrequestedRetentionDays} days after the seminar ended.
- Other claims: the EU Financial Regulation obliges us to keep the records of a grant ${privacy.retentionYears}
  years after the end of the year the seminar's refunds were paid or decided, and longer while an audit or
  investigation is open.
- Then your claims are anonymised: your name, contact details, address and bank account are removed; only the
  amounts, distances and countries stay, for the statistics.
- Sign-in codes last 15 minutes, sessions at most 30 days; sent mails are deleted after 90 days.

## Your rights
You can see and download everything we hold about your e-mail address, and ask for it to be erased, on the
page "My data" (${publicUrl}/my-data), after signing in with your e-mail address. What the law obliges us to
keep is then hidden from everyone but our administrators until that duty ends. You can also ask for
corrections, object, and complain to a data protection supervisory authority.

## Contact
The data protection officer of ${ACADEMY.name}, ${ACADEMY.address}.
`;
}
