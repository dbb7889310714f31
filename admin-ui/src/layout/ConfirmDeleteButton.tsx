import { DeleteWithConfirmButton, type DeleteWithConfirmButtonProps } from 'react-admin';

import { TEXTS } from '../i18n/texts';

/** Deletes the row's record after 'Please confirm the deletion.' / 'Do you really want to delete the record?'. */
export function ConfirmDeleteButton(props: DeleteWithConfirmButtonProps) {
  return (
    <DeleteWithConfirmButton
      confirmTitle={TEXTS.delete.title}
      confirmContent={TEXTS.delete.content}
      mutationMode="pessimistic"
      redirect={false}
      {...props}
    />
  );
}
