import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, type MenuProps } from 'react-admin';

import claims from '../claims';
import contacts from '../contacts';
import countries from '../countries';
import distances from '../distances';
import events from '../events';
import { TEXTS } from '../i18n/texts';
import paymentRuns from '../payment-runs';

/** The side menu of README.md (Events, Claims, Countries, Distance Bands, Employees), Payment runs, after the dashboard. */
export function ConsoleMenu(props: MenuProps) {
  return (
    <Menu {...props}>
      <Menu.Item to="/dashboard" primaryText={TEXTS.menu.dashboard} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/events" primaryText={TEXTS.menu.events} leftIcon={<events.icon />} />
      <Menu.Item to="/claims" primaryText={TEXTS.menu.claims} leftIcon={<claims.icon />} />
      <Menu.Item to="/paymentruns" primaryText={TEXTS.menu.paymentRuns} leftIcon={<paymentRuns.icon />} />
      <Menu.Item to="/countries" primaryText={TEXTS.menu.countries} leftIcon={<countries.icon />} />
      <Menu.Item to="/distances" primaryText={TEXTS.menu.distances} leftIcon={<distances.icon />} />
      <Menu.Item to="/contacts" primaryText={TEXTS.menu.contacts} leftIcon={<contacts.icon />} />
    </Menu>
  );
}
