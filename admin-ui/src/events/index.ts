import EventIcon from '@mui/icons-material/Event';

import { lazyPage } from '../layout/lazyPage';
import type { EventDto } from '../types';

export default {
  list: lazyPage(
    () => import('./EventList'),
    (m) => m.EventList,
  ),
  create: lazyPage(
    () => import('./EventCreateWizard'),
    (m) => m.EventCreateWizard,
  ),
  edit: lazyPage(
    () => import('./EventEdit'),
    (m) => m.EventEdit,
  ),
  icon: EventIcon,
  recordRepresentation: (event: EventDto) => `${event.number} – ${event.title}`,
};
