import StraightenIcon from '@mui/icons-material/Straighten';

import { lazyPage } from '../layout/lazyPage';
import type { DistanceBandDto } from '../types';

export default {
  list: lazyPage(
    () => import('./DistanceBandList'),
    (m) => m.DistanceBandList,
  ),
  edit: lazyPage(
    () => import('./DistanceBandEdit'),
    (m) => m.DistanceBandEdit,
  ),
  icon: StraightenIcon,
  recordRepresentation: (band: DistanceBandDto) => `${band.minValue}–${band.maxValue} km`,
};
