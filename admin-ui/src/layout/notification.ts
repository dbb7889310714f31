/** react-admin's snackbar, a chunk of its own: ConsoleNotification loads it with the first notification. */
export { Notification } from 'react-admin';
