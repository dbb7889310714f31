import EventIcon from '@mui/icons-material/Event';

import { EventCreateWizard } from './EventCreateWizard';
import { EventEdit } from './EventEdit';
import { EventList } from './EventList';
import type { EventDto } from '../types';

export default {
  list: EventList,
  create: EventCreateWizard,
  edit: EventEdit,
  icon: EventIcon,
  recordRepresentation: (event: EventDto) => `${event.number} – ${event.title}`,
};
