import StraightenIcon from '@mui/icons-material/Straighten';

import { DistanceBandList } from './DistanceBandList';
import type { DistanceBandDto } from '../types';

export default {
  list: DistanceBandList,
  icon: StraightenIcon,
  recordRepresentation: (band: DistanceBandDto) => `${band.minValue}–${band.maxValue} km`,
};
