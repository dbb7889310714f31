import { mandatory } from '@unit-costs/contract';
import { CheckboxGroupInput, email, maxLength, required, TextInput, useTranslate } from 'react-admin';

import { ROLE_ADMIN, ROLE_APPROVER, ROLE_STAFF } from '../authProvider/roles';

/** The roles with what each one may do (docs/rules.md, "Roles"). */
export function useRoleChoices() {
  const translate = useTranslate();
  return [ROLE_STAFF, ROLE_APPROVER, ROLE_ADMIN].map((role) => ({
    id: role,
    name: translate(`console.staff.role.${role}`),
  }));
}

/** Name, e-mail and roles: shared by the add dialog and the edit page. */
export function StaffFormFields({ rolesDisabled = false }: { rolesDisabled?: boolean }) {
  const translate = useTranslate();
  const label = (source: string) => translate(`resources.staff.fields.${source}`);
  return (
    <>
      <TextInput
        source="displayName"
        label={label('displayName')}
        validate={[required(mandatory(label('displayName'))), maxLength(200)]}
      />
      <TextInput source="email" label={label('email')} validate={[required(mandatory(label('email'))), email()]} />
      <CheckboxGroupInput
        source="roles"
        label={label('roles')}
        choices={useRoleChoices()}
        row={false}
        disabled={rolesDisabled}
        helperText={rolesDisabled ? translate('console.staff.rolesInEntra') : false}
        validate={required(translate('console.staff.rolesMandatory'))}
      />
    </>
  );
}
