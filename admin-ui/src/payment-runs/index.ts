import PaymentsIcon from '@mui/icons-material/Payments';

import { PaymentRunCreate } from './PaymentRunCreate';
import { PaymentRunList } from './PaymentRunList';
import { PaymentRunShow } from './PaymentRunShow';
import type { PaymentRunDto } from '../types';

export default {
  list: PaymentRunList,
  create: PaymentRunCreate,
  show: PaymentRunShow,
  icon: PaymentsIcon,
  recordRepresentation: (run: PaymentRunDto) => run.number,
};
