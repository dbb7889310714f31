import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../database/transaction-host.js';
import type { SentMailDto } from './dto/participant-data.dto.js';

/** What the product holds about one address (normalised, as claims store it). */
@Injectable()
export class ParticipantDataRepository {
  constructor(private readonly db: TransactionHost) {}

  async claimIds(email: string): Promise<string[]> {
    const rows: { id: string }[] = await this.db.manager.query(
      `SELECT id FROM claim WHERE email = $1 ORDER BY submitted_at, id`,
      [email],
    );
    return rows.map((row) => row.id);
  }

  async mails(email: string): Promise<SentMailDto[]> {
    const rows: { kind: string; created_at: Date; sent_at: Date | null }[] = await this.db.manager.query(
      `SELECT kind, created_at, sent_at FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id`,
      [email],
    );
    return rows.map((row) => ({
      kind: row.kind,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    }));
  }
}
