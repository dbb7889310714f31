import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, maxLength, regex, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { mandatory } from '@unit-costs/contract';

import { ErrorBox } from '../layout/ProblemBox';
import { useCreateInList } from '../layout/useCreateInList';
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
  const { error, close, save } = useCreateInList<StaffAccountWithPasswordDto>('staff', { onClose, onCreated });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="staff-create-title">
      <Form
        onSubmit={(data: Record<string, unknown>) => save(data as Partial<StaffAccountWithPasswordDto>)}
        defaultValues={{ roles: ['Staff'] }}
      >
        <DialogTitle id="staff-create-title">{translate('console.staff.add')}</DialogTitle>
        <DialogContent>
          <ErrorBox message={error} />
          <Stack>
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('console.abort')}</Button>
          <SaveButton label={translate('console.save')} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
