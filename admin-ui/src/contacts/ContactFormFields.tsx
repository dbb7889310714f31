import { email, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { choices, CONTACT_TYPE_LABELS, CONTACT_TYPES, mandatory } from '@unit-costs/contract';

const isMandatory = (label: string) => required(mandatory(label));
const CONTACT_TYPE_CHOICES = choices(CONTACT_TYPES, CONTACT_TYPE_LABELS);

/** The fields of an employee, shared by the add dialog and the edit page. */
export function ContactFormFields() {
  return (
    <>
      <TextInput source="firstname" label="First Name" validate={[isMandatory('First Name'), maxLength(100)]} />
      <TextInput source="lastname" label="Last Name" validate={[isMandatory('Last Name'), maxLength(100)]} />
      <TextInput source="email" label="Email" validate={[isMandatory('Email'), email()]} />
      <TextInput source="jobTitle" label="Jobtitle" validate={maxLength(200)} />
      <TextInput source="phone" label="Phone" validate={maxLength(50)} />
      <SelectInput
        source="contactType"
        label="Type"
        choices={CONTACT_TYPE_CHOICES}
        validate={isMandatory('Contact Type')}
        emptyText="Please select ..."
      />
    </>
  );
}
