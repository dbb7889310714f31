import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { ErrorBox } from '../layout/ProblemBox';
import { DISTANCE_BAND_VERSIONS_KEY } from './useDistanceBandVersions';

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** Adds a band to a version (the spec's add button, given the behaviour a user expects); 422 on an overlap. */
export function DistanceBandCreateDialog({
  open,
  onClose,
  version,
}: {
  open: boolean;
  onClose: () => void;
  version: number | undefined;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState({ version: '', minValue: '', maxValue: '', amount: '' });
  const [error, setError] = useState<string>();
  const [create, { isPending }] = useCreate();
  const refresh = useRefresh();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const field = (name: keyof typeof values, label: string, step = 1) => (
    <TextField
      label={label}
      type="number"
      value={name === 'version' && values.version === '' && version ? String(version) : values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      slotProps={{ htmlInput: { min: 0, step }, inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  const close = () => {
    setValues({ version: '', minValue: '', maxValue: '', amount: '' });
    setError(undefined);
    onClose();
  };

  const save = () => {
    setError(undefined);
    const data = {
      version: asNumber(values.version || String(version ?? '')),
      minValue: asNumber(values.minValue),
      maxValue: asNumber(values.maxValue),
      amount: asNumber(values.amount),
    };
    void create(
      'distances',
      { data },
      {
        onSuccess: () => {
          close();
          void queryClient.invalidateQueries({ queryKey: DISTANCE_BAND_VERSIONS_KEY });
          refresh();
          notify(translate('console.distances.created'), { type: 'info' });
        },
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="distance-band-create-title">
      <DialogTitle id="distance-band-create-title">{translate('console.distances.add')}</DialogTitle>
      <DialogContent>
        <ErrorBox message={error} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('version', translate('console.distances.version'))}
          {field('minValue', translate('console.distances.minValue'))}
          {field('maxValue', translate('console.distances.maxValue'))}
          {field('amount', `${translate('console.distances.amount')} (€)`, 0.01)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('console.abort')}</Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {translate('console.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
