import PublicIcon from '@mui/icons-material/Public';

import { lazyPage } from '../layout/lazyPage';
import type { RefundRateRecord } from './types';

export default {
  list: lazyPage(
    () => import('./RefundRateList'),
    (m) => m.RefundRateList,
  ),
  icon: PublicIcon,
  recordRepresentation: (rate: RefundRateRecord) => `${rate.sourceCountry} → ${rate.targetCountry}`,
};
