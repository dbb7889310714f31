import AccountCircle from '@mui/icons-material/AccountCircle';
import Gavel from '@mui/icons-material/Gavel';
import Translate from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, LANGUAGES } from '@unit-costs/contract';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { getMe, logout } from '../api/auth';
import { MY_DATA } from '../api/query-client';
import { clearSession, getSession, hasRefreshToken } from '../auth/session';
import { useSession } from '../auth/useSession';
import { useLanguage } from '../i18n/LanguageProvider';
import { useT } from '../i18n/useT';

export function NavBar() {
  const t = useT();
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
            {t('academy.name')}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', md: 'none' }, lineHeight: 1.2 }}>
            {t('academy.shortName')}
          </Box>
        </Link>
        <LanguageMenu />
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
      {/* On a phone the icon alone (the language switch shows its code): beside the label, the
          academy's name took three lines and overflowed the bar. */}
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={menu.open}
        aria-label={label}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        {...menu.button}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {label}
        </Box>
      </Button>
      <Menu {...menu.menu} onClose={menu.close}>
        {children(menu.close)}
      </Menu>
    </>
  );
}

/**
 * The language switch: the current language's name (its code on a phone), each choice named in itself
 * and marked with its language so that a screen reader says 'Deutsch' the German way.
 */
function LanguageMenu() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const menu = useMenu();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        onClick={menu.open}
        // Holds both visible texts (the name, on a phone the code), as WCAG 2.5.3 (Label in Name) asks;
        // not in parentheses, which axe (as a listener) takes for an aside.
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[language]}, ${language.toUpperCase()}`}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0 }}
        {...menu.button}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[language]}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {language.toUpperCase()}
        </Box>
      </Button>
      <Menu {...menu.menu} onClose={menu.close}>
        {LANGUAGES.map((choice) => (
          <MenuItem
            key={choice}
            lang={choice}
            selected={choice === language}
            onClick={() => {
              setLanguage(choice);
              menu.close();
            }}
          >
            {LANGUAGE_NAMES[choice]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Signed out: a Profile dropdown with Login. */
function ProfileMenu() {
  const t = useT();
  return (
    <AccountMenu label={t('nav.profile')}>
      {(close) => (
        <MenuItem component={RouterLink} to="/login" onClick={close}>
          {t('nav.login')}
        </MenuItem>
      )}
    </AccountMenu>
  );
}

/** Signed in: the guest's dropdown with their claims and Logoff. */
function UserMenu() {
  const t = useT();
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
    void navigate('/');
  };

  return (
    <AccountMenu label={t('nav.myAccount')}>
      {(close) => [
        me.data?.name ? (
          // A heading inside a menu, not an entry of it: a role=menu may hold only menu items (axe, aria-required-children).
          <ListSubheader key="name" role="presentation" sx={{ lineHeight: 2.5 }}>
            {me.data.name}
          </ListSubheader>
        ) : null,
        <MenuItem key="claims" component={RouterLink} to="/me/claims" onClick={close}>
          {t('nav.showMyClaims')}
        </MenuItem>,
        <MenuItem key="data" component={RouterLink} to="/me/data" onClick={close}>
          {t('ownData.link')}
        </MenuItem>,
        <MenuItem key="logoff" onClick={() => logoff(close)}>
          {t('nav.logoff')}
        </MenuItem>,
      ]}
    </AccountMenu>
  );
}
