import { useNotify, useTranslate } from 'react-admin';

import { CreateInListDialog } from '../layout/CreateInListDialog';
import type { ContactDto } from '../types';
import { ContactFormFields } from './ContactFormFields';

/** Adds an employee to the directory (the spec's add button, given the behaviour a user expects). */
export function ContactCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <CreateInListDialog<ContactDto>
      resource="contacts"
      title={translate('console.contacts.add')}
      open={open}
      onClose={onClose}
      onCreated={() => notify(translate('console.contacts.created'), { type: 'info' })}
      defaultValues={{ contactType: 2 }}
      toRecord={(values) => ({ ...values, jobTitle: values.jobTitle || null, phone: values.phone || null })}
    >
      <ContactFormFields />
    </CreateInListDialog>
  );
}
