import AccountCircle from '@mui/icons-material/AccountCircle';
import Gavel from '@mui/icons-material/Gavel';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { getMe, logout } from '../api/auth';
import { MY_DATA } from '../api/query-client';
import { clearSession, getSession, hasRefreshToken } from '../auth/session';
import { useSession } from '../auth/useSession';
import { ACADEMY, NAV } from '../texts';

export function NavBar() {
  const session = useSession();
  const signedIn = hasRefreshToken(session);

  return (
    <AppBar position="static" component="header">
      <Toolbar component="nav" sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0, fontWeight: 600 }}
        >
          <Gavel aria-hidden="true" />
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {ACADEMY.name}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', md: 'none' }, lineHeight: 1.2 }}>
            {ACADEMY.shortName}
          </Box>
        </Link>
        {signedIn ? <UserMenu /> : <ProfileMenu />}
      </Toolbar>
    </AppBar>
  );
}

function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return {
    open: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    close: () => setAnchor(null),
    button: {
      id: buttonId,
      'aria-haspopup': 'true' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
    },
    menu: { id: menuId, anchorEl: anchor, open: !!anchor, slotProps: { list: { 'aria-labelledby': buttonId } } },
  };
}

/** The account button with its dropdown; `children` get `close` to call when an entry is chosen. */
function AccountMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const menu = useMenu();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={menu.open}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        {...menu.button}
      >
        {label}
      </Button>
      <Menu {...menu.menu} onClose={menu.close}>
        {children(menu.close)}
      </Menu>
    </>
  );
}

/** Signed out: a Profile dropdown with Login. */
function ProfileMenu() {
  return (
    <AccountMenu label={NAV.profile}>
      {(close) => (
        <MenuItem component={RouterLink} to="/login" onClick={close}>
          {NAV.login}
        </MenuItem>
      )}
    </AccountMenu>
  );
}

/** Signed in: the guest's dropdown with their claims and Logoff. */
function UserMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: [...MY_DATA, 'identity'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });

  const logoff = (close: () => void) => {
    close();
    const session = getSession();
    // Signed off here at once; the server is told in the background (an unreachable server cannot keep anyone in).
    if (session) logout(session.refreshToken).catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ queryKey: MY_DATA });
    navigate('/');
  };

  return (
    <AccountMenu label={NAV.myAccount}>
      {(close) => [
        me.data?.name ? (
          // A heading inside a menu, not an entry of it: a role=menu may hold only menu items (axe, aria-required-children).
          <ListSubheader key="name" role="presentation" sx={{ lineHeight: 2.5 }}>
            {me.data.name}
          </ListSubheader>
        ) : null,
        <MenuItem key="claims" component={RouterLink} to="/me/claims" onClick={close}>
          {NAV.showMyClaims}
        </MenuItem>,
        <MenuItem key="logoff" onClick={() => logoff(close)}>
          {NAV.logoff}
        </MenuItem>,
      ]}
    </AccountMenu>
  );
}
