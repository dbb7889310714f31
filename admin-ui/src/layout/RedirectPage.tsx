import { Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';

/**
 * /admin: signed in (or silently signed in with the one known account) goes to /admin/claims,
 * anything else to /admin/login.
 */
export function RedirectPage() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    checkAuth({}, false)
      .then(() => active && navigate('/claims', { replace: true }))
      .catch(() => active && navigate('/login', { replace: true }));
    return () => {
      active = false;
    };
  }, [checkAuth, navigate]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} role="status">
      <CircularProgress />
    </Box>
  );
}
