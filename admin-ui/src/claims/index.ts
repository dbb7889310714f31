import ReceiptIcon from '@mui/icons-material/Receipt';

import { lazyPage } from '../layout/lazyPage';
import type { TravelClaimDto } from '../types';

export default {
  list: lazyPage(
    () => import('./ClaimList'),
    (m) => m.ClaimList,
  ),
  show: lazyPage(
    () => import('./ClaimShow'),
    (m) => m.ClaimShow,
  ),
  icon: ReceiptIcon,
  recordRepresentation: (claim: TravelClaimDto) => claim.identifier,
};
