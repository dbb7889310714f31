import ReceiptIcon from '@mui/icons-material/Receipt';

import { ClaimList } from './ClaimList';
import { ClaimShow } from './ClaimShow';
import type { TravelClaimDto } from '../types';

export default {
  list: ClaimList,
  show: ClaimShow,
  icon: ReceiptIcon,
  recordRepresentation: (claim: TravelClaimDto) => claim.identifier,
};
