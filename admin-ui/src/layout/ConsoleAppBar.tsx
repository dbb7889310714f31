import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { AppBar, Box, Button, CircularProgress, IconButton, Toolbar, Typography } from '@mui/material';
import { useLoading, useLogout, useRefresh, useTranslate } from 'react-admin';

import type { LogoutParams } from '../authProvider/consoleAuth';

/** 'Logoff' opens the sign-out popup (MSAL) or simply signs a local account out. */
export function LogoffButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const params: LogoutParams = { interactive: true };
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout(params)} sx={{ flexShrink: 0 }}>
      {translate('ra.auth.logout')}
    </Button>
  );
}

/** react-admin's LoadingIndicator: a spinner while any request is under way, else a button that reloads the page's data. */
function LoadingIndicator() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ width: 40, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={16} thickness={4} aria-label={translate('console.loading')} />
      ) : (
        <IconButton color="inherit" aria-label={label} title={label} onClick={() => refresh()}>
          <RefreshIcon />
        </IconButton>
      )}
    </Box>
  );
}

export function ConsoleAppBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const translate = useTranslate();
  return (
    <AppBar color="primary" position="fixed">
      <Toolbar disableGutters variant="dense" sx={{ px: 1, minHeight: { xs: 56, sm: 48 } }}>
        <IconButton
          color="inherit"
          aria-label={translate(menuOpen ? 'ra.action.close_menu' : 'ra.action.open_menu')}
          onClick={onToggleMenu}
          sx={{ mr: '0.2em' }}
        >
          <MenuIcon />
        </IconButton>
        {/* On a phone the console's name gives way (ellipsis) to the buttons, which keep their size. */}
        <Typography variant="h6" component="div" noWrap sx={{ minWidth: 0 }}>
          {translate('console.appTitle')}
        </Typography>
        {/* A vertical rule between the console's name and the page's title (a Box: MUI's Divider is a chunk of its own). */}
        <Box
          aria-hidden
          sx={{ alignSelf: 'stretch', mx: 2, my: 1.5, borderLeft: '1px solid currentcolor', opacity: 0.4 }}
        />
        {/* Each page's own title (react-admin's <Title>) appears here, where react-admin's TitlePortal would be. */}
        <Typography
          variant="subtitle1"
          color="inherit"
          id="react-admin-title"
          sx={{ flex: 1, textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' }}
        />
        <LoadingIndicator />
        <LogoffButton />
      </Toolbar>
    </AppBar>
  );
}
