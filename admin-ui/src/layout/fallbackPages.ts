/**
 * react-admin's own pages for rare moments (unknown route, error, access denied, failed sign-in,
 * auth callback): App.tsx loads them only when one is shown, so the first screen does not carry them.
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
