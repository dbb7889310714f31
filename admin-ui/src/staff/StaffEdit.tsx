import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Confirm,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { formatBerlinDateTime } from '../format/berlinTime';
import type { StaffAccountDto, StaffAccountWithPasswordDto } from '../types';
import { NewPasswordDialog } from './NewPasswordDialog';
import { StaffFormFields } from './StaffFormFields';

/** Sets a new generated password after a confirmation, and shows it once. */
function ResetPasswordButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const account = useRecordContext<StaffAccountDto>();
  const [confirming, setConfirming] = useState(false);
  const [reset, setReset] = useState<StaffAccountWithPasswordDto>();
  if (!account || account.source !== 'local') return null;
  const confirm = async () => {
    setConfirming(false);
    try {
      setReset(await dataProvider.resetStaffPassword(account.id));
    } catch (error) {
      notify(errorMessages(error).join(' '), { type: 'error' });
    }
  };
  return (
    <>
      <Button startIcon={<LockResetIcon />} onClick={() => setConfirming(true)}>
        {translate('console.staff.resetPassword')}
      </Button>
      <Confirm
        isOpen={confirming}
        title={translate('console.staff.resetTitle')}
        content={translate('console.staff.resetContent', { name: account.displayName ?? account.username })}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
      <NewPasswordDialog account={reset} onClose={() => setReset(undefined)} />
    </>
  );
}

function StaffEditToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton label={translate('console.save')} />
      <ResetPasswordButton />
      <DeleteWithConfirmButton
        sx={{ ml: 'auto' }}
        confirmTitle={translate('ra.message.delete_title')}
        confirmContent={translate('console.staff.deleteContent')}
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
}

function AccountFacts() {
  const translate = useTranslate();
  const account = useRecordContext<StaffAccountDto>();
  if (!account) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {translate('resources.staff.fields.username')}: <strong>{account.username}</strong> ·{' '}
      {translate(`console.staff.source.${account.source}`)} · {translate('resources.staff.fields.lastLoginAt')}:{' '}
      {account.lastLoginAt ? formatBerlinDateTime(account.lastLoginAt) : translate('console.staff.never')}
    </Typography>
  );
}

function EditFields() {
  const translate = useTranslate();
  const account = useRecordContext<StaffAccountDto>();
  return (
    <>
      <AccountFacts />
      <StaffFormFields rolesDisabled={account?.source === 'entra'} />
      <BooleanInput
        source="enabled"
        label={translate('resources.staff.fields.enabled')}
        helperText={translate('console.staff.enabledHint')}
      />
    </>
  );
}

/** /admin/staff/{id}: name, e-mail, roles, enabled; a password reset; delete. */
export function StaffEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<StaffAccountDto>
      mutationMode="pessimistic"
      title={translate('resources.staff.name', { smart_count: 1 })}
      transform={({ displayName, email, roles, enabled }) => ({ displayName, email, roles, enabled })}
      mutationOptions={{
        onSuccess: () => {
          notify(translate('console.staff.updated'), { type: 'info' });
          redirect('list', 'staff');
        },
        onError: (error) => notify(errorMessages(error).join(' '), { type: 'error' }),
      }}
    >
      <SimpleForm toolbar={<StaffEditToolbar />}>
        <EditFields />
      </SimpleForm>
    </Edit>
  );
}
