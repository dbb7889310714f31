import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { hasRefreshToken } from './session';
import { useSession } from './useSession';

export interface LoginRedirectState {
  from?: string;
}

/** The guard on /me/*: a visitor without a stored refresh token signs in first (README.md). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!hasRefreshToken(session)) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
