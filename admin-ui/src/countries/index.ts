import PublicIcon from '@mui/icons-material/Public';

import { lazyPage } from '../layout/lazyPage';
import type { RefundRateDto } from '../types';

export default {
  list: lazyPage(
    () => import('./RefundRateList'),
    (m) => m.RefundRateList,
  ),
  edit: lazyPage(
    () => import('./RefundRateEdit'),
    (m) => m.RefundRateEdit,
  ),
  icon: PublicIcon,
  recordRepresentation: (rate: RefundRateDto) => `${rate.sourceCountry} → ${rate.targetCountry}`,
};
