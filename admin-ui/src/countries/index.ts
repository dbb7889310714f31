import PublicIcon from '@mui/icons-material/Public';

import { RefundRateList } from './RefundRateList';
import type { RefundRateDto } from '../types';

export default {
  list: RefundRateList,
  icon: PublicIcon,
  recordRepresentation: (rate: RefundRateDto) => `${rate.sourceCountry} → ${rate.targetCountry}`,
};
