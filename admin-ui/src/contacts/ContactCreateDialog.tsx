import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  SaveButton,
  useCreate,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { ErrorBox } from '../layout/ProblemBox';
import { ContactFormFields } from './ContactFormFields';

/** Adds an employee to the directory (the spec's add button, given the behaviour a user expects). */
export function ContactCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [create] = useCreate();
  const [error, setError] = useState<string>();
  const { setPage } = useListContext();
  const refresh = useRefresh();
  const notify = useNotify();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const save = (data: Partial<RaRecord>) =>
    create(
      'contacts',
      { data: { ...data, jobTitle: data.jobTitle || null, phone: data.phone || null } },
      {
        onSuccess: () => {
          close();
          setPage(1);
          refresh();
          notify(translate('console.contacts.created'), { type: 'info' });
        },
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="contact-create-title">
      <Form onSubmit={save} defaultValues={{ contactType: 2 }}>
        <DialogTitle id="contact-create-title">{translate('console.contacts.add')}</DialogTitle>
        <DialogContent>
          <ErrorBox message={error} />
          <Stack>
            <ContactFormFields />
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
