import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { guestLogin, requestGuestCode } from '../../api/auth';
import { ApiError } from '../../api/http';
import { MY_DATA } from '../../api/query-client';
import type { LoginRedirectState } from '../../auth/RequireSession';
import { isRefreshTokenValid, saveSession } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { PageTitle } from '../../components/PageTitle';
import { isEmailAddress } from '../../email-address';
import { serverText } from '../../i18n/server-message';
import { type Translate, useT } from '../../i18n/useT';

const HOME_OF_SIGNED_IN = '/me/claims';

/** Where to go after signing in: back into the guarded area the visitor came from, else the claim list. */
function destination(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/me/') ? from : HOME_OF_SIGNED_IN;
}

/** A refusal the server sent as a catalogue key (too many attempts), in the chosen language; else the unknown error. */
function refusalText(t: Translate, error: unknown): string {
  return serverText(t, error instanceof ApiError ? error.body?.message : undefined, t('common.unknownError'));
}

/** /login: the guest's e-mail, then the mailed code (README.md). */
export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const target = destination(location.state);
  if (isRefreshTokenValid(session)) return <Navigate to={target} replace />;
  return <LoginSteps target={target} />;
}

function LoginSteps({ target }: { target: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const codeInput = useRef<HTMLInputElement>(null);

  const requestCode = useMutation({
    mutationFn: requestGuestCode,
    onSuccess: () => {
      setCode('');
      setCodeError(undefined);
      setStep('code');
    },
  });

  const login = useMutation({
    mutationFn: (input: { email: string; code: string }) => guestLogin(input.email, input.code),
    onSuccess: (newSession) => {
      queryClient.removeQueries({ queryKey: MY_DATA });
      saveSession(newSession);
      void navigate(target, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        setCodeError(t('login.codeInvalid'));
        setCode('');
        codeInput.current?.focus();
      } else {
        setCodeError(refusalText(t, error));
      }
    },
  });

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const error = !address
      ? t('common.mandatory', { field: t('login.email') })
      : !isEmailAddress(address)
        ? t('common.invalidEmail')
        : undefined;
    setEmailError(error);
    if (!error) requestCode.mutate(address);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setCodeError(t('login.codeMandatory'));
      return;
    }
    setCodeError(undefined);
    login.mutate({ email: email.trim(), code: value });
  };

  return (
    <Card sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageTitle title={t('pageTitles.login')} />
      <CardContent>
        <Typography variant="h1" gutterBottom>
          {t('login.heading')}
        </Typography>
        {step === 'email' ? (
          <form onSubmit={submitEmail} noValidate>
            <Stack spacing={2}>
              <Typography>{t('login.emailIntro')}</Typography>
              <TextField
                id="login-email"
                label={t('login.email')}
                type="email"
                autoComplete="email"
                autoFocus
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={!!emailError}
                helperText={emailError}
                slotProps={{ formHelperText: { role: emailError ? 'alert' : undefined } }}
              />
              {requestCode.isError && (
                <Alert severity="error" role="alert">
                  {refusalText(t, requestCode.error)}
                </Alert>
              )}
              <Box>
                <Button type="submit" variant="contained" loading={requestCode.isPending} loadingPosition="start">
                  {requestCode.isPending ? t('login.sending') : t('login.sendCode')}
                </Button>
              </Box>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitCode} noValidate>
            <Stack spacing={2}>
              <Typography>{t('login.codeIntro', { email: email.trim() })}</Typography>
              <TextField
                id="login-code"
                label={t('login.code')}
                inputRef={codeInput}
                autoComplete="one-time-code"
                autoFocus
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={!!codeError}
                helperText={codeError}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 20 },
                  formHelperText: { role: codeError ? 'alert' : undefined },
                }}
              />
              <Box>
                <Button type="submit" variant="contained" loading={login.isPending} loadingPosition="start">
                  {login.isPending ? t('login.signingIn') : t('login.signIn')}
                </Button>
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  onClick={() => {
                    setStep('email');
                    requestCode.reset();
                  }}
                >
                  {t('login.otherEmail')}
                </Button>
                <Button onClick={() => requestCode.mutate(email.trim())} disabled={requestCode.isPending}>
                  {t('login.resend')}
                </Button>
              </Stack>
              {requestCode.isError && (
                <Alert severity="error" role="alert">
                  {refusalText(t, requestCode.error)}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
