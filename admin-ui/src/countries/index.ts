import PublicIcon from '@mui/icons-material/Public';

import { RefundRateList } from './RefundRateList';
import type { RefundRateRecord } from './types';

export default {
  list: RefundRateList,
  icon: PublicIcon,
  recordRepresentation: (rate: RefundRateRecord) => `${rate.sourceCountry} → ${rate.targetCountry}`,
};
