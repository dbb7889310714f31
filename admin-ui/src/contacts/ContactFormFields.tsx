import { email, maxLength, required, SelectInput, TextInput } from 'react-admin';

import { CONTACT_TYPES } from './types';

const mandatory = (label: string) => required(`Field '${label}' is mandatory.`);

/** The fields of an employee, shared by the add dialog and the edit page. */
export function ContactFormFields() {
  return (
    <>
      <TextInput source="firstname" label="First Name" validate={[mandatory('First Name'), maxLength(100)]} />
      <TextInput source="lastname" label="Last Name" validate={[mandatory('Last Name'), maxLength(100)]} />
      <TextInput source="email" label="Email" validate={[mandatory('Email'), email()]} />
      <TextInput source="jobTitle" label="Jobtitle" validate={maxLength(200)} />
      <TextInput source="phone" label="Phone" validate={maxLength(50)} />
      <SelectInput
        source="contactType"
        label="Type"
        choices={CONTACT_TYPES}
        validate={mandatory('Contact Type')}
        emptyText="Please select ..."
      />
    </>
  );
}
