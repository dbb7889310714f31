import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, useTranslate, type MenuProps } from 'react-admin';

/** The resources in the side menu's order; each item takes its label (resources.<name>.name) and icon from the resource. */
const RESOURCES = ['events', 'claims', 'paymentruns', 'countries', 'distances', 'contacts'];

/** The side menu of README.md (Events, Claims, Countries, Distance Bands, Employees), Payment runs, after the dashboard. */
export function ConsoleMenu(props: MenuProps) {
  const translate = useTranslate();
  return (
    <Menu {...props}>
      <Menu.Item to="/dashboard" primaryText={translate('console.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {RESOURCES.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
}
