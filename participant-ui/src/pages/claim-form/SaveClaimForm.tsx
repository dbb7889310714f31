import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageKey } from '@unit-costs/contract';
import { useRef, useState, type FormEvent } from 'react';

import { newIdempotencyKey, saveClaim } from '../../api/claims';
import { getMyContact } from '../../api/privacy';
import { MY_DATA } from '../../api/query-client';
import type { ClaimDraftDto, ContactDataDto, SavedClaimDto } from '../../api/types';
import { hasRefreshToken } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { PrivacyNoticeLink } from '../../components/PrivacyNoticeLink';
import { isEmailAddress } from '../../email-address';
import { useFieldErrors } from '../../hooks/useFieldErrors';
import { useLanguage } from '../../i18n/LanguageProvider';
import { type Translate, useT } from '../../i18n/useT';

type ContactField = 'firstname' | 'lastname' | 'phone' | 'email';
type ContactData = Record<ContactField, string>;

const FIELDS: { field: ContactField; label: MessageKey; serverKey: string; type: string; autoComplete: string }[] = [
  {
    field: 'firstname',
    label: 'saveClaim.firstname',
    serverKey: 'Firstname',
    type: 'text',
    autoComplete: 'given-name',
  },
  { field: 'lastname', label: 'saveClaim.lastname', serverKey: 'Lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'phone', label: 'saveClaim.phone', serverKey: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'saveClaim.email', serverKey: 'Email', type: 'email', autoComplete: 'email' },
];

/** The server names the contact fields in Pascal case ('Firstname'); its other keys are not on this form. */
const fieldOfServerKey = (serverKey: string): ContactField | undefined =>
  FIELDS.find((field) => field.serverKey === serverKey)?.field;

const EMPTY: ContactData = { firstname: '', lastname: '', phone: '', email: '' };

/**
 * A signed-in participant's own contact data (their session decides whose), as their last claim has
 * it; nothing without a session. Not kept once the form is gone: the next person on a shared device
 * never finds it.
 */
function useMyContact(): ContactDataDto | undefined {
  const signedIn = hasRefreshToken(useSession());
  const contact = useQuery({
    queryKey: [...MY_DATA, 'contact'],
    queryFn: ({ signal }) => getMyContact(signal),
    enabled: signedIn,
    gcTime: 0,
  });
  return signedIn ? contact.data : undefined;
}

/** The fields still empty, filled in from the contact data; what the participant typed stays. */
function withContact(data: ContactData, contact: ContactDataDto): ContactData {
  const filled = { ...data };
  for (const { field } of FIELDS) {
    if (!filled[field]) filled[field] = contact[field] ?? '';
  }
  return filled;
}

function validate(t: Translate, data: ContactData): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const { field, label } of FIELDS) {
    if (!data[field].trim()) errors[field] = t('common.mandatory', { field: t(label) });
  }
  if (!errors.email && !isEmailAddress(data.email)) errors.email = t('common.invalidEmail');
  return errors;
}

interface SaveClaimFormProps {
  /** The claim without the participant's name and contact data. */
  draft: Omit<ClaimDraftDto, ContactField>;
  onSaved: (claim: SavedClaimDto) => void;
}

/** Saves the calculated claim with the participant's name, phone and e-mail (no sign-in needed). */
export function SaveClaimForm({ draft, onSaved }: SaveClaimFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const [data, setData] = useState<ContactData>(EMPTY);
  const contact = useMyContact();
  const [filledFrom, setFilledFrom] = useState<ContactDataDto>();
  if (contact && contact !== filledFrom) {
    setFilledFrom(contact);
    setData((current) => withContact(current, contact));
  }
  const { errors, formText, check, setError, fail } = useFieldErrors({ fieldOf: fieldOfServerKey });
  /** The key of the submission under way: sent again while the same claim is submitted again. */
  const submission = useRef<{ key: string; body: string } | null>(null);
  const save = useMutation({
    mutationFn: (claim: ClaimDraftDto) => {
      const body = JSON.stringify(claim);
      if (submission.current?.body !== body) submission.current = { key: newIdempotencyKey(), body };
      return saveClaim(claim, submission.current.key);
    },
    onSuccess: onSaved,
    onError: fail,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(t, data);
    check(found);
    const first = FIELDS.find(({ field }) => found[field]);
    if (first) {
      document.getElementById(`save-claim-${first.field}`)?.focus();
      return;
    }
    // The claim keeps the page's language: its confirmation and every later mail are written in it.
    save.mutate({ ...draft, ...trimmed(data), language });
  };

  return (
    <Card component="section" aria-labelledby="save-claim-heading">
      <CardContent>
        <Typography variant="h2" id="save-claim-heading" gutterBottom>
          {t('saveClaim.heading')}
        </Typography>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('saveClaim.intro')}</Typography>
        {filledFrom?.firstname && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('saveClaim.prefilled')}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Grid container spacing={2}>
            {FIELDS.map(({ field, label, type, autoComplete }) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  id={`save-claim-${field}`}
                  label={t(label)}
                  type={type}
                  autoComplete={autoComplete}
                  required
                  value={data[field]}
                  onChange={(change) => {
                    setData((current) => ({ ...current, [field]: change.target.value }));
                    setError(field, undefined);
                  }}
                  error={!!errors[field]}
                  helperText={errors[field]}
                />
              </Grid>
            ))}
            {formText && (
              <Grid size={12}>
                <Alert severity="error" role="alert">
                  {formText}
                </Alert>
              </Grid>
            )}
            <Grid size={12}>
              <Button type="submit" variant="contained" size="large" loading={save.isPending} loadingPosition="start">
                {save.isPending ? t('saveClaim.saving') : t('saveClaim.save')}
              </Button>
            </Grid>
            <Grid size={12}>
              <PrivacyNoticeLink />
            </Grid>
          </Grid>
        </form>
      </CardContent>
    </Card>
  );
}

function trimmed(data: ContactData): ContactData {
  return {
    firstname: data.firstname.trim(),
    lastname: data.lastname.trim(),
    phone: data.phone.trim(),
    email: data.email.trim(),
  };
}
