import { useState } from 'react';
import { useCreate, useListContext, useRefresh, type RaRecord } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';

/**
 * What an add dialog over a list does: creates the record, and on success closes, shows the list's
 * first page afresh and hands the record on; a refusal stays in the dialog as `error`.
 */
export function useCreateInList<T extends RaRecord>(
  resource: string,
  { onClose, onCreated }: { onClose: () => void; onCreated: (record: T) => void },
) {
  const [create] = useCreate<T>();
  const [error, setError] = useState<string>();
  const { setPage } = useListContext();
  const refresh = useRefresh();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const save = (data: Partial<T>) =>
    create(
      resource,
      { data },
      {
        onSuccess: (record) => {
          close();
          setPage(1);
          refresh();
          onCreated(record);
        },
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );

  return { error, close, save };
}
