import PeopleIcon from '@mui/icons-material/People';

import { ContactEdit } from './ContactEdit';
import { ContactList } from './ContactList';
import { contactName, type ContactDto } from '../types';

export default {
  list: ContactList,
  edit: ContactEdit,
  icon: PeopleIcon,
  recordRepresentation: (contact: ContactDto) => contactName(contact),
};
