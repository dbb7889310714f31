import PeopleIcon from '@mui/icons-material/People';

import { lazyPage } from '../layout/lazyPage';
import { contactName, type ContactDto } from '../types';

export default {
  list: lazyPage(
    () => import('./ContactList'),
    (m) => m.ContactList,
  ),
  edit: lazyPage(
    () => import('./ContactEdit'),
    (m) => m.ContactEdit,
  ),
  icon: PeopleIcon,
  recordRepresentation: (contact: ContactDto) => contactName(contact),
};
