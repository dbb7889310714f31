import { Catch, type ArgumentsHost } from '@nestjs/common';

import { InvalidInput } from '../common/errors/domain-errors.js';
import { ErrorFilter } from '../common/errors/error.filter.js';

/** An update refused as invalid answers with the spec's message (section 7) above the field errors. */
@Catch(InvalidInput)
export class UpdateFailedFilter extends ErrorFilter {
  override catch(exception: InvalidInput, host: ArgumentsHost): void {
    super.catch(new InvalidInput(exception.errors, 'Failed to update current event.'), host);
  }
}
