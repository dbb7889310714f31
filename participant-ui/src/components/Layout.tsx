import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

import { KeptTaps } from '../first-load/kept-taps';
import { useT } from '../i18n/useT';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PageLoading } from './PageLoading';

export function Layout() {
  const t = useT();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  // After a client-side page change, keyboard and screen-reader users start at the new page's content.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Link>
      <NavBar />
      <ScrollRestoration />
      <Container
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, sm: 4 }, outline: 'none' }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <KeptTaps />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
