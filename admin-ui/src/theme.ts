import { FOCUS_RING_COMPONENTS, PALETTE } from '@unit-costs/contract';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's fallback pages fade their text to half its colour (3.1:1 on the background, below WCAG AA's 4.5:1). */
const UNFADED = { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' };

/** react-admin's theme in the palette both apps share (contract/src/palette.ts), with its focus ring. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...PALETTE },
  components: {
    ...defaultTheme.components,
    ...FOCUS_RING_COMPONENTS,
    // A table wider than the window scrolls inside its card, so the list's bar (filters, 'Add …') and
    // pagination stay on screen: on a 390 px phone the whole page used to scroll sideways instead.
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } },
    },
    RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': UNFADED } } },
    RaAccessDenied: { styleOverrides: { root: { '& .RaAccessDenied-message': UNFADED } } },
    RaAuthenticationError: { styleOverrides: { root: { '& .RaAuthenticationError-message': UNFADED } } },
    RaError: { styleOverrides: { root: UNFADED } },
  },
};
