import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';

import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { paginate } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ReferenceChange, type ReferenceAction, type ReferenceKind } from './reference-change.entity.js';

export interface ReferenceChangeFilters {
  kind?: ReferenceKind;
  recordId?: number;
}

/** Newest first unless asked otherwise (the id orders them as they were written). */
const SORTABLE = { id: 'change.id', changedAt: 'change.id' };

@Injectable()
export class ReferenceChangesRepository {
  constructor(private readonly db: TransactionHost) {}

  private get changes(): Repository<ReferenceChange> {
    return this.db.repository(ReferenceChange);
  }

  /** Writes one change in the open unit of work (the change itself commits with it, or neither does). */
  async add(change: {
    kind: ReferenceKind;
    recordId: number;
    action: ReferenceAction;
    changedBy: string;
    oldValue: object | null;
    newValue: object | null;
  }): Promise<void> {
    const json = (value: object | null) => (value === null ? null : JSON.stringify(value));
    await this.db.manager.query(
      `INSERT INTO reference_change (kind, record_id, action, changed_by, old_value, new_value)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [change.kind, change.recordId, change.action, change.changedBy, json(change.oldValue), json(change.newValue)],
    );
  }

  page(query: ListQuery, filters: ReferenceChangeFilters): Promise<Page<ReferenceChange>> {
    const qb = this.changes.createQueryBuilder('change');
    if (filters.kind) qb.andWhere('change.kind = :kind', { kind: filters.kind });
    if (filters.recordId) qb.andWhere('change.record_id = :recordId', { recordId: filters.recordId });
    return paginate(qb, query, SORTABLE);
  }
}
