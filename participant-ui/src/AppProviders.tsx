import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';

import type { LoadedLanguage } from './i18n/language-packs';
import { LanguageProvider, useLanguage } from './i18n/LanguageProvider';
import { themeIn } from './theme';

function LocalizedTheme({ children }: { children: ReactNode }) {
  const words = useLanguage().pack.mui;
  const theme = useMemo(() => themeIn(words), [words]);
  return (
    <ThemeProvider theme={theme}>
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
  language: LoadedLanguage;
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
