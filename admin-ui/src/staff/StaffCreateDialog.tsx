import { mandatory } from '@unit-costs/contract';
import { maxLength, regex, required, TextInput, useTranslate } from 'react-admin';

import { CreateInListDialog } from '../layout/CreateInListDialog';
import type { StaffAccountWithPasswordDto } from '../types';
import { StaffFormFields } from './StaffFormFields';

/** Adds a local staff account; its generated password is then shown once (onCreated). */
export function StaffCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (account: StaffAccountWithPasswordDto) => void;
}) {
  const translate = useTranslate();
  return (
    <CreateInListDialog<StaffAccountWithPasswordDto>
      resource="staff"
      title={translate('console.staff.add')}
      open={open}
      onClose={onClose}
      onCreated={onCreated}
      defaultValues={{ roles: ['Staff'] }}
    >
      <TextInput
        source="username"
        label={translate('resources.staff.fields.username')}
        helperText={translate('console.staff.usernameHint')}
        validate={[
          required(mandatory('Username')),
          maxLength(100),
          regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/, translate('console.staff.usernameHint')),
        ]}
      />
      <StaffFormFields />
    </CreateInListDialog>
  );
}
