import { choices, CONTACT_TYPE_LABELS, CONTACT_TYPES, mandatory } from '@unit-costs/contract';
import { email, maxLength, required, SelectInput, TextInput, useTranslate } from 'react-admin';

const CONTACT_TYPE_CHOICES = choices(CONTACT_TYPES, CONTACT_TYPE_LABELS);

/** The fields of an employee, shared by the add dialog and the edit page. */
export function ContactFormFields() {
  const translate = useTranslate();
  // A field's label and its mandatory-field message read the same catalogue entry.
  const label = (source: string) => translate(`resources.contacts.fields.${source}`);
  const isMandatory = (name: string) => required(mandatory(name));
  return (
    <>
      <TextInput
        source="firstname"
        label={label('firstname')}
        validate={[isMandatory(label('firstname')), maxLength(100)]}
      />
      <TextInput
        source="lastname"
        label={label('lastname')}
        validate={[isMandatory(label('lastname')), maxLength(100)]}
      />
      <TextInput source="email" label={label('email')} validate={[isMandatory(label('email')), email()]} />
      <TextInput source="jobTitle" label={label('jobTitle')} validate={maxLength(200)} />
      <TextInput source="phone" label={label('phone')} validate={maxLength(50)} />
      <SelectInput
        source="contactType"
        label={label('contactType')}
        choices={CONTACT_TYPE_CHOICES}
        validate={isMandatory(translate('console.contacts.contactTypeName'))}
        emptyText={translate('console.pleaseSelect')}
      />
    </>
  );
}
