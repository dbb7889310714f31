import { Catch, type ArgumentsHost } from '@nestjs/common';
import { EVENT_UPDATE_FAILED } from '@unit-costs/contract';

import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { ErrorFilter } from '../../platform/common/errors/error.filter.js';

/** An update refused as invalid answers with the spec's message (section 7) above the field errors. */
@Catch(InvalidInput)
export class UpdateFailedFilter extends ErrorFilter {
  override catch(exception: InvalidInput, host: ArgumentsHost): void {
    super.catch(new InvalidInput(exception.errors, EVENT_UPDATE_FAILED), host);
  }
}
