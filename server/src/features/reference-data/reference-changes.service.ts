import { Injectable } from '@nestjs/common';

import type { StaffPrincipal } from '../../platform/auth/principal.js';
import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { idFilter, textFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { mapPage, type Page } from '../../platform/common/lists/list-result.js';
import { toReferenceChangeDto, type ReferenceChangeDto } from './dto/reference-change.dto.js';
import { REFERENCE_KINDS, type ReferenceAction, type ReferenceKind } from './reference-change.entity.js';
import { ReferenceChangesRepository } from './reference-changes.repository.js';

/** The change log of refund rates and distance bands: who changed what, when, from what to what. */
@Injectable()
export class ReferenceChangesService {
  constructor(private readonly changes: ReferenceChangesRepository) {}

  /** Records a change; call it inside the change's unit of work so that both commit or neither. */
  record(
    kind: ReferenceKind,
    recordId: number,
    action: ReferenceAction,
    by: StaffPrincipal,
    values: { old: object | null; new: object | null },
  ): Promise<void> {
    return this.changes.add({
      kind,
      recordId,
      action,
      changedBy: by.username,
      oldValue: values.old,
      newValue: values.new,
    });
  }

  /** Newest first unless the query sorts otherwise. */
  async list(query: ListQuery): Promise<Page<ReferenceChangeDto>> {
    const kind = textFilter(query.filter, 'kind');
    if (kind !== undefined && !REFERENCE_KINDS.some((known) => known === kind)) {
      throw new InvalidInput({ Kind: [`'kind' must be one of ${REFERENCE_KINDS.join(', ')}.`] });
    }
    const page = await this.changes.page(
      { ...query, sort: query.sort ?? { field: 'id', order: 'DESC' } },
      { kind: kind as ReferenceKind | undefined, recordId: idFilter(query.filter, 'recordId') },
    );
    return mapPage(page, toReferenceChangeDto);
  }
}
