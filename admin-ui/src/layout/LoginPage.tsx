import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin, useNavigate, useTranslate } from 'react-admin';

import { useConsoleAuth } from '../authProvider/ConsoleAuthContext';

const AFTER_LOGIN = '/claims';

function message(error: unknown, fallback: string): string {
  const text = (error as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' && text ? text : fallback;
}

function MicrosoftLogin() {
  const translate = useTranslate();
  const auth = useConsoleAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const [silent, setSilent] = useState(() => auth.hasKnownAccount?.() ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // One known account: try to sign in without the popup first (spinner meanwhile).
  useEffect(() => {
    if (!silent) return;
    let active = true;
    void auth.trySilentSignIn?.().then((signedIn) => {
      if (!active) return;
      if (signedIn) navigate(AFTER_LOGIN);
      else setSilent(false);
    });
    return () => {
      active = false;
    };
  }, [auth, navigate, silent]);

  const signIn = () => {
    setBusy(true);
    setError(undefined);
    login({}, AFTER_LOGIN).catch((failure: unknown) => {
      setError(message(failure, translate('console.login.failed')));
      setBusy(false);
    });
  };

  if (silent) {
    return (
      <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress />
        <Typography>{translate('console.login.silent')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={signIn} disabled={busy}>
        {busy ? <CircularProgress size={24} color="inherit" /> : translate('console.login.microsoft')}
      </Button>
    </Stack>
  );
}

function LocalLogin() {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    login({ username, password }, AFTER_LOGIN).catch((failure: unknown) => {
      setError(message(failure, translate('console.login.failed')));
      setBusy(false);
    });
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={translate('console.login.localTitle')}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2">
          {translate('console.login.localTitle')}
        </Typography>
        <Alert severity="info" role="note">
          {translate('console.login.localHint')}
        </Alert>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={translate('console.login.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          required
          autoFocus
        />
        <TextField
          label={translate('console.login.password')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? <CircularProgress size={24} color="inherit" /> : translate('console.login.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /admin/login: Microsoft sign-in in a popup, or a local-account form when Entra ID is not configured. */
export function LoginPage() {
  const translate = useTranslate();
  const auth = useConsoleAuth();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack spacing={3}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LockIcon color="primary" />
              <Typography variant="h6" component="h1">
                {translate('console.appTitle')}
              </Typography>
            </Stack>
            {auth.kind === 'entra' ? <MicrosoftLogin /> : <LocalLogin />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
