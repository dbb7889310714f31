import { Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { TEXTS } from '../i18n/texts';
import { ContactFormFields } from './ContactFormFields';
import type { ContactDto } from '../types';

/** /admin/contacts/{id}: an employee's data. */
export function ContactEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<ContactDto>
      mutationMode="pessimistic"
      title="Employee"
      transform={(data) => ({ ...data, jobTitle: data.jobTitle || null, phone: data.phone || null })}
      mutationOptions={{
        onSuccess: () => {
          notify(TEXTS.contacts.updated, { type: 'info' });
          redirect('list', 'contacts');
        },
        onError: (error) => notify(errorMessages(error).join(' '), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <ContactFormFields />
      </SimpleForm>
    </Edit>
  );
}
