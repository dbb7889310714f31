import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';

import { ErrorBox } from './ProblemBox';
import { useCreateInList } from './useCreateInList';

/**
 * An add dialog over a list: its title, a refusal in a red box, the fields, Abort and Save. Saving
 * creates the record (useCreateInList): the dialog closes, the list shows its first page afresh and
 * `onCreated` gets the record. `toRecord` turns the form's values into what is sent.
 */
export function CreateInListDialog<T extends RaRecord>({
  resource,
  title,
  open,
  onClose,
  onCreated,
  defaultValues,
  toRecord = (values) => values,
  children,
}: {
  resource: string;
  title: string;
  open: boolean;
  onClose: () => void;
  onCreated: (record: T) => void;
  defaultValues?: Record<string, unknown>;
  toRecord?: (values: Partial<T>) => Partial<T>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { error, close, save } = useCreateInList<T>(resource, { onClose, onCreated });
  const titleId = `${resource}-create-title`;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        onSubmit={(values: Record<string, unknown>) => save(toRecord(values as Partial<T>))}
        defaultValues={defaultValues}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <ErrorBox message={error} />
          <Stack>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('console.abort')}</Button>
          <SaveButton label={translate('console.save')} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
