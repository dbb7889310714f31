import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import { BankEntryReview } from './bank-entry-review.entity.js';

/** A review as a bank file's entry asks for it. */
export type NewReview = Omit<BankEntryReview, 'createdAt' | 'decision' | 'decidedBy' | 'decidedAt' | 'note'>;

/** The bank entries kept on runs for a person to review. */
@Injectable()
export class BankEntryReviewsRepository {
  constructor(private readonly db: TransactionHost) {}

  private get manager(): EntityManager {
    return this.db.manager;
  }

  /** Keeps the review unless the same entry is kept already (a statement uploaded again). Answers whether it is new. */
  async add(review: NewReview): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .insert()
      .into(BankEntryReview)
      .values(review)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length === 1;
  }

  /** The run's reviews, open ones first, each group oldest first. */
  ofRun(runId: string): Promise<BankEntryReview[]> {
    return this.manager
      .createQueryBuilder(BankEntryReview, 'review')
      .where('review.run_id = :runId', { runId })
      .orderBy('review.decision IS NULL', 'DESC')
      .addOrderBy('review.created_at', 'ASC')
      .addOrderBy('review.end_to_end_id', 'ASC')
      .getMany();
  }

  /** The review, locked until the unit of work ends (two people deciding at once: the second sees the first's decision). */
  lock(runId: string, id: string): Promise<BankEntryReview | null> {
    return this.manager
      .createQueryBuilder(BankEntryReview, 'review')
      .where('review.id = :id AND review.run_id = :runId', { id, runId })
      .setLock('pessimistic_write')
      .getOne();
  }

  async decide(id: string, decision: Pick<BankEntryReview, 'decision' | 'decidedBy' | 'note'>): Promise<void> {
    await this.manager.update(BankEntryReview, { id }, { ...decision, decidedAt: () => 'now()' });
  }

  /** How many reviews of the run wait for a decision. */
  countOpen(runId: string): Promise<number> {
    return this.manager
      .createQueryBuilder(BankEntryReview, 'review')
      .where('review.run_id = :runId AND review.decision IS NULL', { runId })
      .getCount();
  }
}
