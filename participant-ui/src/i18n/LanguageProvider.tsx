import { CATALOGUES, formatsOf, type Language, LOCALES } from '@unit-costs/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';

import { rememberLanguage } from './language';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The app's language: its texts (react-intl on the contract's catalogues), formats and `<html lang>`. */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const state = useMemo(
    () => ({
      language,
      setLanguage: (chosen: Language) => {
        rememberLanguage(chosen);
        setLanguage(chosen);
      },
    }),
    [language],
  );

  // Screen readers pronounce the page in its language; axe checks the attribute (html-has-lang, valid-lang).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={LOCALES[language]} messages={CATALOGUES[language]} defaultLocale="en-IE">
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}

/** Euros, numbers and dates in the chosen language. */
export function useFormats() {
  return formatsOf(useLanguage().language);
}
