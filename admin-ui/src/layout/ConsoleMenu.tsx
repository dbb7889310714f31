import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, MenuItem, MenuList, Typography } from '@mui/material';
import { createElement, type ReactNode } from 'react';
import { useGetResourceLabel, usePermissions, useResourceDefinitions, useTranslate } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';

import { ROLE_ADMIN } from '../authProvider/roles';

/** The resources in the side menu's order; each item takes its label (resources.<name>.name) and icon from the resource. */
const RESOURCES = ['events', 'claims', 'paymentruns', 'countries', 'distances', 'contacts', 'staff'];
/** Resources only Admins see (the server answers others 403). */
const ADMIN_ONLY = new Set(['staff']);

/** One link of the side menu; folded, only its icon shows (its text stays its accessible name and tooltip). */
function MenuLink({ to, label, icon, open }: { to: string; label: string; icon: ReactNode; open: boolean }) {
  const active = useMatch({ path: to, end: false }) !== null;
  return (
    <MenuItem
      component={Link}
      to={to}
      title={open ? undefined : label}
      aria-current={active ? 'page' : undefined}
      sx={{ color: active ? 'text.primary' : 'text.secondary' }}
    >
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, color: 'text.secondary', minWidth: 40 }}>
        {icon}
      </Box>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
}

/** The side menu of README.md (Events, Claims, Countries, Distance Bands, Employees), Payment runs, after the dashboard; Staff for Admins. */
export function ConsoleMenu({ open }: { open: boolean }) {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const label = useGetResourceLabel();
  const { permissions } = usePermissions<string[]>();
  const isAdmin = Array.isArray(permissions) && permissions.includes(ROLE_ADMIN);
  return (
    <MenuList sx={{ mt: 0.5, mb: 1 }}>
      <MenuLink to="/dashboard" label={translate('console.menu.dashboard')} icon={<DashboardIcon />} open={open} />
      {RESOURCES.filter((name) => resources[name] && (isAdmin || !ADMIN_ONLY.has(name))).map((name) => (
        <MenuLink
          key={name}
          to={`/${name}`}
          label={label(name, 2)}
          icon={resources[name].icon ? createElement(resources[name].icon) : null}
          open={open}
        />
      ))}
    </MenuList>
  );
}
