import PaymentsIcon from '@mui/icons-material/Payments';

import { PaymentRunCreate } from './PaymentRunCreate';
import { PaymentRunList } from './PaymentRunList';
import { PaymentRunShow } from './PaymentRunShow';
import type { PaymentRunRecord } from './types';

export default {
  list: PaymentRunList,
  create: PaymentRunCreate,
  show: PaymentRunShow,
  icon: PaymentsIcon,
  recordRepresentation: (run: PaymentRunRecord) => run.number,
};
