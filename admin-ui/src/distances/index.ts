import StraightenIcon from '@mui/icons-material/Straighten';

import { DistanceBandList } from './DistanceBandList';
import type { DistanceBandRecord } from './types';

export default {
  list: DistanceBandList,
  icon: StraightenIcon,
  recordRepresentation: (band: DistanceBandRecord) => `${band.minValue}–${band.maxValue} km`,
};
