import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { ErrorBox } from '../layout/ProblemBox';

export function useCountryOptions() {
  const dataProvider = useConsoleDataProvider();
  return useQuery({ queryKey: ['countries', 'autocomplete'], queryFn: () => dataProvider.countryOptions() });
}

function CountrySelect({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const translate = useTranslate();
  const { data: countries = [] } = useCountryOptions();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{translate('console.pleaseSelect')}</option>
      {countries.map((country) => (
        <option key={country.value} value={String(country.value)}>
          {country.displayValue}
        </option>
      ))}
    </TextField>
  );
}

/** 'Create a new entry': a refund rate for a pair of countries; a 422 answer's text shows in a red box. */
export function RefundRateCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string>();
  const [create, { isPending }] = useCreate();
  const { setPage } = useListContext();
  const refresh = useRefresh();
  const notify = useNotify();

  const close = () => {
    setSource('');
    setTarget('');
    setRate('');
    setError(undefined);
    onClose();
  };

  const save = () => {
    setError(undefined);
    const data = {
      sourceCountryId: source === '' ? 0 : Number(source),
      targetCountryId: target === '' ? 0 : Number(target),
      refundRate: rate === '' ? null : Number(rate),
    };
    void create(
      'countries',
      { data },
      {
        onSuccess: () => {
          close();
          setPage(1);
          refresh();
          notify(translate('console.countries.created'), { type: 'info' });
        },
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="refund-rate-create-title">
      <DialogTitle id="refund-rate-create-title">{translate('console.countries.createTitle')}</DialogTitle>
      <DialogContent>
        <ErrorBox message={error} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CountrySelect label={translate('console.countries.sourceCountry')} value={source} onChange={setSource} />
          <CountrySelect label={translate('console.countries.targetCountry')} value={target} onChange={setTarget} />
          <TextField
            label={translate('console.countries.refundRate')}
            type="number"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.01 }, inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('console.countries.abort')}</Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {translate('console.countries.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
