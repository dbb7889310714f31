import PaymentsIcon from '@mui/icons-material/Payments';

import { lazyPage } from '../layout/lazyPage';
import type { PaymentRunDto } from '../types';

export default {
  list: lazyPage(
    () => import('./PaymentRunList'),
    (m) => m.PaymentRunList,
  ),
  create: lazyPage(
    () => import('./PaymentRunCreate'),
    (m) => m.PaymentRunCreate,
  ),
  show: lazyPage(
    () => import('./PaymentRunShow'),
    (m) => m.PaymentRunShow,
  ),
  icon: PaymentsIcon,
  recordRepresentation: (run: PaymentRunDto) => run.number,
};
