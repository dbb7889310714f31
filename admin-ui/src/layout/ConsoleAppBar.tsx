import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Divider, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useLogout, useTranslate, type AppBarProps } from 'react-admin';

import type { LogoutParams } from '../authProvider/consoleAuth';

/** 'Logoff' opens the sign-out popup (MSAL) or simply signs a local account out. */
export function LogoffButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const params: LogoutParams = { interactive: true };
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout(params)}>
      {translate('ra.auth.logout')}
    </Button>
  );
}

export function ConsoleAppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <AppBar
      {...props}
      userMenu={false}
      toolbar={
        <>
          <LoadingIndicator />
          <LogoffButton />
        </>
      }
    >
      <Typography variant="h6" component="div" noWrap>
        {translate('console.appTitle')}
      </Typography>
      <Divider orientation="vertical" flexItem sx={{ mx: 2, my: 1.5, borderColor: 'currentcolor', opacity: 0.4 }} />
      {/* Each page's own title (react-admin's <Title>) appears here. */}
      <TitlePortal variant="subtitle1" />
    </AppBar>
  );
}
