import { DeleteWithConfirmButton, useTranslate, type DeleteWithConfirmButtonProps } from 'react-admin';

/** Deletes the row's record after 'Please confirm the deletion.' / 'Do you really want to delete the record?'. */
export function ConfirmDeleteButton(props: DeleteWithConfirmButtonProps) {
  const translate = useTranslate();
  return (
    <DeleteWithConfirmButton
      confirmTitle={translate('ra.message.delete_title')}
      confirmContent={translate('ra.message.delete_content')}
      mutationMode="pessimistic"
      redirect={false}
      {...props}
    />
  );
}
