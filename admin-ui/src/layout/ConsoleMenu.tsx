import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, useTranslate, type MenuProps } from 'react-admin';

import claims from '../claims';
import contacts from '../contacts';
import countries from '../countries';
import distances from '../distances';
import events from '../events';
import paymentRuns from '../payment-runs';

/** The side menu of README.md (Events, Claims, Countries, Distance Bands, Employees), Payment runs, after the dashboard. */
export function ConsoleMenu(props: MenuProps) {
  const translate = useTranslate();
  return (
    <Menu {...props}>
      <Menu.Item to="/dashboard" primaryText={translate('console.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.Item
        to="/events"
        primaryText={translate('resources.events.name', { smart_count: 2 })}
        leftIcon={<events.icon />}
      />
      <Menu.Item
        to="/claims"
        primaryText={translate('resources.claims.name', { smart_count: 2 })}
        leftIcon={<claims.icon />}
      />
      <Menu.Item
        to="/paymentruns"
        primaryText={translate('resources.paymentruns.name', { smart_count: 2 })}
        leftIcon={<paymentRuns.icon />}
      />
      <Menu.Item
        to="/countries"
        primaryText={translate('resources.countries.name', { smart_count: 2 })}
        leftIcon={<countries.icon />}
      />
      <Menu.Item
        to="/distances"
        primaryText={translate('resources.distances.name', { smart_count: 2 })}
        leftIcon={<distances.icon />}
      />
      <Menu.Item
        to="/contacts"
        primaryText={translate('resources.contacts.name', { smart_count: 2 })}
        leftIcon={<contacts.icon />}
      />
    </Menu>
  );
}
