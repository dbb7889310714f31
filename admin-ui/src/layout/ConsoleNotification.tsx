import { Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

import { lazyPage } from './lazyPage';

const Notification = lazyPage(
  () => import('./notification'),
  (m) => m.Notification,
);

/**
 * react-admin's <Notification>, loaded when the first notification comes (its snackbar, alert and
 * transitions are not needed before), then kept mounted to show the queue.
 */
export function ConsoleNotification() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
}
