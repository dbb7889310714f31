import Business from '@mui/icons-material/Business';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countryNameIn } from '@unit-costs/contract';
import { lazy, Suspense, useId, useLayoutEffect, useState } from 'react';

import { findCountriesByIso, getCountry, locatePlace, searchAddresses } from '../../api/reference-data';
import type { FeatureDto } from '../../api/types';
import { useCountryOptions } from '../../hooks/useCountryOptions';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import {
  addressFromSuggestion,
  addressLines,
  isCompleteHouse,
  isSearchText,
  keepAddressSuggestions,
  suggestionLabel,
  suppliedFields,
  type AcceptedAddress,
  type AddressField,
  type EmployerAddress,
} from './address';

/** Opened only when an address needs completing or is typed by hand: its code loads then, not before the app runs. */
const AddressDialog = lazy(() => import('./AddressDialog').then(({ AddressDialog }) => ({ default: AddressDialog })));

/** Typing pauses this long before the address search asks the server. */
export const SEARCH_DELAY_MS = 250;

/** The accepted employer address and the fields its suggestion supplied (locked when editing it). */
export interface EmployerSelection {
  address: AcceptedAddress;
  locked: readonly AddressField[];
  /** Entered by hand: placed by its postcode or city, and edited with the country to choose. */
  byHand?: boolean;
}

interface EmployerAddressFieldProps {
  value: EmployerSelection | null;
  onChange: (value: EmployerSelection) => void;
  /** An error of the whole form that concerns this field (e.g. nothing picked yet). */
  error?: string;
  /** Text typed into the search: the form's error about the field goes. */
  onInput?: () => void;
}

/** Completing a picked suggestion, or entering (or editing) an address by hand. */
type DialogState =
  | { byHand: false; address: EmployerAddress; locked: readonly AddressField[]; countryId: number }
  | { byHand: true; address: EmployerAddress; countryId?: number };

const NO_ADDRESS: EmployerAddress = {
  institution: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: '',
  countryName: '',
  latitude: 0,
  longitude: 0,
};

/**
 * The employer address: searched from 3 characters, taken directly when the suggestion is a complete
 * house, otherwise completed in the 'Missing required address data' dialog; or entered by hand and
 * placed by its postcode or city (GET /api/geocode/place), so that no participant is left without a way on.
 */
export function EmployerAddressField({ value, onChange, onInput, error }: EmployerAddressFieldProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  // On a page the server rendered, the participant may have typed before the app took it over: the
  // search goes on from there, with its suggestions open while the field has the focus.
  useLayoutEffect(() => {
    const field = document.querySelector<HTMLInputElement>(`input[id="${id}"]`);
    if (!field?.value) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what was typed into the server's page is in the DOM only after hydration
    setInput(field.value);
    if (document.activeElement === field) setOpen(true);
  }, [id]);
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const searchable = isSearchText(query);
  const suggestions = useQuery({
    queryKey: ['geocode', query],
    queryFn: ({ signal }) => searchAddresses(query, signal),
    enabled: searchable,
    staleTime: 5 * 60_000,
  });
  // Only the answer to the text as it stands now: suggestions of an earlier text go the moment it changes.
  const current = searchable && input.trim() === query;
  const options = current && suggestions.data ? keepAddressSuggestions(suggestions.data.features) : [];
  const searching = isSearchText(input) && (input.trim() !== query || suggestions.isFetching);

  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [checkingCountry, setCheckingCountry] = useState(false);
  const [pickError, setPickError] = useState<string>();

  const countryOptions = useCountryOptions({ enabled: !!dialog?.byHand });

  const accept = (address: EmployerAddress, countryId: number, locked: readonly AddressField[], byHand = false) => {
    onChange({ address: { ...address, countryId }, locked, ...(byHand ? { byHand } : {}) });
    setDialog(null);
    setInput('');
  };

  /** Places an address entered by hand; answers the sentence to show when its country knows neither its postcode nor its city. */
  const placeByHand = async (address: EmployerAddress, countryId: number): Promise<string | undefined> => {
    const country = await queryClient.fetchQuery({
      queryKey: ['country', countryId],
      queryFn: ({ signal }) => getCountry(countryId, signal),
      staleTime: Infinity,
    });
    const countryCode = country.iso_3166.toUpperCase();
    const { features } = await locatePlace({ countryCode, postalCode: address.postalCode, city: address.city });
    const countryName = countryNameIn({ name: country.name, iso_3166: countryCode }, language);
    if (features.length === 0) return t('addressModal.placeNotFound', { country: countryName });
    const [longitude, latitude] = features[0].geometry.coordinates;
    accept({ ...address, countryCode, countryName: country.name, latitude, longitude }, countryId, [], true);
    return undefined;
  };

  const pick = async (feature: FeatureDto) => {
    setPickError(undefined);
    const address = addressFromSuggestion(feature);
    let countryIds: number[];
    setCheckingCountry(true);
    try {
      const countries = address.countryCode
        ? await queryClient.fetchQuery({
            queryKey: ['countries', address.countryCode],
            queryFn: ({ signal }) => findCountriesByIso(address.countryCode, signal),
            staleTime: Infinity,
          })
        : [];
      countryIds = countries.map((country) => country.id);
    } catch {
      setPickError(t('common.unknownError'));
      return;
    } finally {
      setCheckingCountry(false);
    }
    if (countryIds.length !== 1) {
      setPickError(t('calculator.invalidCountry'));
      return;
    }
    const locked = suppliedFields(address);
    if (isCompleteHouse(feature)) accept(address, countryIds[0], locked);
    else setDialog({ byHand: false, address, locked, countryId: countryIds[0] });
  };

  const noOptionsText = !isSearchText(input)
    ? t('calculator.typeMore')
    : suggestions.isError
      ? t('calculator.searchFailed')
      : t('calculator.noSuggestions');
  const shownError = pickError ?? error;
  const editable = value && (value.byHand || value.locked.length < 4);

  return (
    <Box>
      <Autocomplete
        id={id}
        options={options}
        value={null}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        inputValue={input}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'input' && reason !== 'clear') return;
          setInput(text);
          // A new address is being typed: the error about the last one no longer stands.
          setPickError(undefined);
          onInput?.();
        }}
        onChange={(_event, feature) => {
          if (feature) void pick(feature);
        }}
        filterOptions={(all) => all}
        getOptionLabel={(feature) => suggestionLabel(feature, language)}
        getOptionKey={(feature) => `${feature.properties.osm_id}|${suggestionLabel(feature, language)}`}
        isOptionEqualToValue={(a, b) => a.properties.osm_id === b.properties.osm_id}
        loading={searching}
        loadingText={t('calculator.searching')}
        noOptionsText={noOptionsText}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('calculator.employerAddress')}
            required={!value}
            error={!!shownError}
            helperText={
              shownError ?? (checkingCountry ? t('calculator.checkingCountry') : t('calculator.employerAddressHelp'))
            }
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {searching || checkingCountry ? (
                      <InputAdornment position="end">
                        <CircularProgress size={20} aria-hidden="true" />
                      </InputAdornment>
                    ) : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {value && (
        <Box
          role="group"
          aria-label={t('calculator.selectedEmployer')}
          sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', gap: 1.5 }}
        >
          <Business color="primary" aria-hidden="true" />
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('calculator.selectedEmployer')}
            </Typography>
            {addressLines(value.address, language).map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
            {editable && (
              <Button
                size="small"
                sx={{ mt: 0.5, ml: -0.5 }}
                onClick={() =>
                  setDialog(
                    value.byHand
                      ? { byHand: true, address: value.address, countryId: value.address.countryId }
                      : {
                          byHand: false,
                          address: value.address,
                          locked: value.locked,
                          countryId: value.address.countryId,
                        },
                  )
                }
              >
                {t('calculator.changeAddress')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      <Button size="small" sx={{ mt: 0.5, ml: -0.5 }} onClick={() => setDialog({ byHand: true, address: NO_ADDRESS })}>
        {t('calculator.enterByHand')}
      </Button>
      {dialog?.byHand && countryOptions.isError && (
        <Typography role="alert" color="error">
          {t('common.unknownError')}
        </Typography>
      )}
      <Suspense>
        {dialog?.byHand && countryOptions.options && (
          <AddressDialog
            address={dialog.address}
            locked={[]}
            countries={{ options: countryOptions.options, selected: dialog.countryId }}
            onApply={(address, countryId) => (countryId === undefined ? undefined : placeByHand(address, countryId))}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog && !dialog.byHand && (
          <AddressDialog
            address={dialog.address}
            locked={dialog.locked}
            onApply={(address) => accept(address, dialog.countryId, dialog.locked)}
            onCancel={() => setDialog(null)}
          />
        )}
      </Suspense>
    </Box>
  );
}
