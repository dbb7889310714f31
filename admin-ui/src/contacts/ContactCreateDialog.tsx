import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useCreate, useListContext, useNotify, useRefresh, type RaRecord } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { TEXTS } from '../i18n/texts';
import { ErrorBox } from '../layout/ProblemBox';
import { ContactFormFields } from './ContactFormFields';

/** Adds an employee to the directory (the spec's add button, given the behaviour a user expects). */
export function ContactCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
          notify(TEXTS.contacts.created, { type: 'info' });
        },
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="contact-create-title">
      <Form onSubmit={save} defaultValues={{ contactType: 2 }}>
        <DialogTitle id="contact-create-title">{TEXTS.contacts.add}</DialogTitle>
        <DialogContent>
          <ErrorBox message={error} />
          <Stack>
            <ContactFormFields />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{TEXTS.abort}</Button>
          <SaveButton label={TEXTS.save} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
