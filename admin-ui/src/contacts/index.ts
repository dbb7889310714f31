import PeopleIcon from '@mui/icons-material/People';

import { ContactEdit } from './ContactEdit';
import { ContactList } from './ContactList';
import { contactName, type ContactRecord } from './types';

export default {
  list: ContactList,
  edit: ContactEdit,
  icon: PeopleIcon,
  recordRepresentation: (contact: ContactRecord) => contactName(contact),
};
