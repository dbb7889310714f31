import StraightenIcon from '@mui/icons-material/Straighten';

import { lazyPage } from '../layout/lazyPage';
import type { DistanceBandRecord } from './types';

export default {
  list: lazyPage(
    () => import('./DistanceBandList'),
    (m) => m.DistanceBandList,
  ),
  icon: StraightenIcon,
  recordRepresentation: (band: DistanceBandRecord) => `${band.minValue}–${band.maxValue} km`,
};
