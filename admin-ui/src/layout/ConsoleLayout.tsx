import { Box, CircularProgress, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';

import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { lazyPage } from './lazyPage';

/** The side menu's width, open and folded (react-admin's own). */
const MENU_WIDTH = { open: 240, closed: 55 };

/**
 * react-admin's error page, for a page that failed to render, loaded when first shown. The layout
 * brings its own: react-admin's routes give a layout no `error` prop, and without one such a page
 * stayed blank.
 */
const ErrorPage = lazyPage(
  () => import('./fallbackPages'),
  (m) => m.ErrorPage,
);

/**
 * The console's frame: app bar, side menu, page. Built from MUI directly rather than react-admin's
 * <Layout>, whose drawer, tooltips, hotkeys and preference inspector would load before the first
 * screen (docs/decisions.md, "Console"); it keeps react-admin's sidebar state and title portal.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  // Folded by default on a phone, as react-admin's sidebar.
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useStore<boolean>('sidebar.open', !small);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <ConsoleAppBar menuOpen={open} onToggleMenu={() => setOpen(!open)} />
      <Box component="main" sx={{ display: 'flex', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        <Box
          component="nav"
          aria-label={translate('console.menu.label')}
          sx={{ flexShrink: 0, width: open ? MENU_WIDTH.open : MENU_WIDTH.closed, overflowX: 'hidden' }}
        >
          <ConsoleMenu open={open} />
        </Box>
        {/* A table wider than a phone scrolls inside the page, under a still app bar and menu. */}
        <Box
          id="main-content"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexBasis: 0,
            minWidth: 0,
            overflowX: 'auto',
            px: 1,
          }}
        >
          <ErrorBoundary
            fallbackRender={({ error, resetErrorBoundary }) => (
              <Suspense>
                <ErrorPage error={error as Error} resetErrorBoundary={resetErrorBoundary} />
              </Suspense>
            )}
          >
            <Suspense
              fallback={
                <Box sx={{ p: 4 }}>
                  <CircularProgress aria-label={translate('console.loading')} />
                </Box>
              }
            >
              {children}
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
