import { useNotify, useRedirect, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';

/** An edit page's mutation options: on success say `savedMessage` and return to the list; on failure show why. */
export function useSaveAndReturn(resource: string, savedMessage: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(translate(savedMessage), { type: 'info' });
      redirect('list', resource);
    },
    onError: (error: unknown) => notify(errorMessages(error).join(' '), { type: 'error' }),
  };
}
