import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';

import { ErrorBox } from '../layout/ProblemBox';
import { useCreateInList } from '../layout/useCreateInList';
import type { ContactDto } from '../types';
import { ContactFormFields } from './ContactFormFields';

/** Adds an employee to the directory (the spec's add button, given the behaviour a user expects). */
export function ContactCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { error, close, save } = useCreateInList<ContactDto>('contacts', {
    onClose,
    onCreated: () => notify(translate('console.contacts.created'), { type: 'info' }),
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="contact-create-title">
      <Form
        onSubmit={(data: Partial<ContactDto>) =>
          save({ ...data, jobTitle: data.jobTitle || null, phone: data.phone || null })
        }
        defaultValues={{ contactType: 2 }}
      >
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
