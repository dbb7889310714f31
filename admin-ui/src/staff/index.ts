import BadgeIcon from '@mui/icons-material/Badge';

import { lazyPage } from '../layout/lazyPage';
import type { StaffAccountDto } from '../types';

export default {
  list: lazyPage(
    () => import('./StaffList'),
    (m) => m.StaffList,
  ),
  edit: lazyPage(
    () => import('./StaffEdit'),
    (m) => m.StaffEdit,
  ),
  icon: BadgeIcon,
  recordRepresentation: (account: StaffAccountDto) => account.displayName ?? account.username,
};
