import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { FOCUS_RING_COMPONENTS, PALETTE } from '@unit-costs/contract';

/** No web font: the system's UI font loads nothing and reads well on phones. */
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const options: ThemeOptions = {
  palette: PALETTE,
  typography: {
    fontFamily: SYSTEM_FONTS,
    // Long German and French words ('Datenschutzhinweis', 'Erstattungsantrag') wrap on a 390 px phone
    // instead of running out of their card: hyphenated where the browser knows the page's language.
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25, overflowWrap: 'break-word', hyphens: 'auto' },
    h2: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.3, overflowWrap: 'break-word', hyphens: 'auto' },
    h3: { fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.35, overflowWrap: 'break-word', hyphens: 'auto' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...FOCUS_RING_COMPONENTS,
    MuiButton: { ...FOCUS_RING_COMPONENTS.MuiButton, defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
};

/** The theme in a language: MUI's own words (pagination, 'Close', 'No options') in it too (its LanguagePack). */
export const themeIn = (words: Localization): Theme => createTheme(options, words);
