import { useFormContext, useWatch } from 'react-hook-form';

import type { ContactDto } from '../../types';
import { ContactPicker } from '../ContactPicker';

/** Step 3 (optional): contact persons of the event. */
export function EmployeesStep() {
  const { setValue } = useFormContext();
  const contacts = (useWatch({ name: 'contacts' }) as ContactDto[] | undefined) ?? [];
  return (
    <ContactPicker selected={contacts} onChange={(picked) => setValue('contacts', picked, { shouldDirty: true })} />
  );
}
