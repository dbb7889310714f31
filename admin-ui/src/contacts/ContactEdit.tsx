import { Edit, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import type { ContactDto } from '../types';
import { ContactFormFields } from './ContactFormFields';

/** /admin/contacts/{id}: an employee's data. */
export function ContactEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<ContactDto>
      mutationMode="pessimistic"
      title={translate('resources.contacts.name', { smart_count: 1 })}
      transform={(data) => ({ ...data, jobTitle: data.jobTitle || null, phone: data.phone || null })}
      mutationOptions={{
        onSuccess: () => {
          notify(translate('console.contacts.updated'), { type: 'info' });
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
