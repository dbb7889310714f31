/**
 * The colours both apps draw with, in the shape of MUI's palette options (plain data: the contract
 * has no MUI). Status chips (CLAIM_STATUS_COLORS names these entries), buttons and app bars are white
 * on them, so each main colour has at least 4.5:1 against white (WCAG 2.1 AA for text of any size),
 * and at least 4.5:1 as text on the apps' light grey background. MUI's own info (#0288d1, 3.9:1) and
 * warning (#ed6c02, 3.1:1) did not: the 'Saved' and 'Requested' chips failed.
 */
export const PALETTE = {
  primary: { main: '#0d3b66', contrastText: '#fff' }, // 11.5:1
  secondary: { main: '#8a4b08', contrastText: '#fff' }, // 6.8:1
  info: { main: '#01579b', contrastText: '#fff' }, // 7.4:1
  success: { main: '#2e7d32', contrastText: '#fff' }, // 5.1:1
  warning: { main: '#a84b00', contrastText: '#fff' }, // 5.7:1
  error: { main: '#b71c1c', contrastText: '#fff' }, // 6.6:1; 5.0:1 on react-admin's grey toolbar
  background: { default: '#f4f6f9' },
} as const;

/**
 * The keyboard focus of a button, link or chip (MUI's `.Mui-focusVisible`): a ring in the text's own
 * colour, which contrasts with what is behind it by the palette's rule (MUI's default is a faint ripple).
 * Contained buttons, white on colour, take the primary colour for it instead.
 */
const FOCUS_RING = { outline: '3px solid currentColor', outlineOffset: '2px' } as const;

/** MUI theme components: the focus ring above (both themes spread it into theirs). */
export const FOCUS_RING_COMPONENTS = {
  MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
  MuiButton: {
    styleOverrides: { contained: { '&.Mui-focusVisible': { ...FOCUS_RING, outlineColor: PALETTE.primary.main } } },
  },
} as const;
