import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from '@unit-costs/contract';
import { useEffect, useRef, useState } from 'react';
import { useListFilterContext, useTranslate } from 'react-admin';

import { ATTENDANCE_FILTERS } from '../attendance/ClaimAttendance';

type FilterName = 'status' | 'email' | 'number' | 'attendance';
type FilterValues = Partial<Record<FilterName, string>>;

const NAMES: FilterName[] = ['status', 'email', 'number', 'attendance'];
/** As react-admin's filter form: a change filters after half a second of no typing. */
const FILTER_DELAY_MS = 500;

/** The list's filter values as the inputs show them ('' for none). */
function shown(filterValues: Record<string, unknown>): FilterValues {
  return Object.fromEntries(NAMES.map((name) => [name, String(filterValues[name] ?? '')]));
}

/** The list's filter with the inputs' values: empty ones dropped (as react-admin's filter form does), the status a number. */
function withInputs(filterValues: Record<string, unknown>, values: FilterValues): Record<string, unknown> {
  const filter = { ...filterValues };
  for (const name of NAMES) {
    const value = values[name] ?? '';
    if (value === '') delete filter[name];
    else filter[name] = name === 'status' ? Number(value) : value;
  }
  return filter;
}

/**
 * The claim list's filters (status, e-mail, event number, possible duplicates), always shown, as react-admin's filter
 * form did: a change filters after half a second, a clicked e-mail or number fills its input.
 */
export function ClaimFilters() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListFilterContext();
  const fromList = JSON.stringify(shown(filterValues));
  const [values, setValues] = useState<FilterValues>(() => shown(filterValues));
  // A filter set elsewhere (a clicked e-mail, the URL) shows in the inputs: adjusted while rendering,
  // as React's docs advise for state that follows a prop, rather than in an effect one render late.
  const [listed, setListed] = useState(fromList);
  if (listed !== fromList) {
    setListed(fromList);
    setValues(JSON.parse(fromList) as FilterValues);
  }

  // Our own debounce rather than react-admin's, which outlived the page: a filter typed just before
  // clicking 'Details' took the user back to the list (the list stays mounted while the next page's
  // code loads, so unmounting is not enough: the address has changed by then). The last change,
  // with every input's value, wins.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const change = (name: FilterName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    clearTimeout(pending.current);
    const page = window.location.pathname;
    pending.current = setTimeout(() => {
      if (window.location.pathname === page) setFilters(withInputs(filterValues, next), displayedFilters);
    }, FILTER_DELAY_MS);
  };

  // A box, not typed: filters at once.
  const duplicatesOnly = filterValues.duplicate === true;
  const toggleDuplicates = (on: boolean) => {
    const filter = { ...filterValues };
    if (on) filter.duplicate = true;
    else delete filter.duplicate;
    setFilters(filter, displayedFilters);
  };

  const field = { fullWidth: false, size: 'small' as const };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 2, pb: 0.5, flex: '0 1 100%' }}>
      <TextField
        {...field}
        select
        sx={{ minWidth: 160 }}
        label={translate('resources.claims.fields.status')}
        value={values.status ?? ''}
        onChange={(event) => change('status', event.target.value)}
      >
        <MenuItem value="">{translate('console.claims.all')}</MenuItem>
        {CLAIM_STATUSES.map((status) => (
          <MenuItem key={status} value={String(status)}>
            {CLAIM_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        sx={{ minWidth: 160 }}
        label={translate('console.attendance.claim.filter')}
        value={values.attendance ?? ''}
        onChange={(event) => change('attendance', event.target.value)}
      >
        <MenuItem value="">{translate('console.claims.all')}</MenuItem>
        {ATTENDANCE_FILTERS.map((name) => (
          <MenuItem key={name} value={name}>
            {translate(`console.attendance.claim.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      {(['email', 'number'] as const).map((name) => (
        <TextField
          {...field}
          key={name}
          label={translate(`resources.claims.filters.${name}`)}
          value={values[name] ?? ''}
          onChange={(event) => change(name, event.target.value)}
        />
      ))}
      <FormControlLabel
        control={<Checkbox checked={duplicatesOnly} onChange={(event) => toggleDuplicates(event.target.checked)} />}
        label={translate('console.claims.duplicateFilter')}
      />
    </Box>
  );
}
