import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@unit-costs/contract';
import type { ReactNode } from 'react';

import { LanguageProvider, useLanguage } from './i18n/LanguageProvider';
import { THEMES } from './theme';

function LocalizedTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={THEMES[useLanguage().language]}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** What every page stands on: its language, the theme in that language and the query cache. */
export function AppProviders({
  language,
  queryClient,
  children,
}: {
  language: Language;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <LanguageProvider initial={language}>
      <LocalizedTheme>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedTheme>
    </LanguageProvider>
  );
}
