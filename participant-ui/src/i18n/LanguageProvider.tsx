import { formatsOf, type Language, LOCALES } from '@unit-costs/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';

import { rememberLanguage } from './language';
import { loadLanguagePack, type LoadedLanguage } from './language-packs';

interface LanguageState extends LoadedLanguage {
  /** Switches once the chosen language's pack has loaded; until then the page stays in the current one. */
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The app's language: its texts (react-intl on the contract's catalogues), formats and `<html lang>`. */
export function LanguageProvider({ initial, children }: { initial: LoadedLanguage; children: ReactNode }) {
  const [current, setCurrent] = useState(initial);
  // The last choice wins, whichever pack arrives first.
  const chosen = useRef(initial.language);
  const state = useMemo(
    () => ({
      ...current,
      setLanguage: (language: Language) => {
        chosen.current = language;
        rememberLanguage(language);
        void loadLanguagePack(language).then((pack) => {
          if (chosen.current === language) setCurrent({ language, pack });
        });
      },
    }),
    [current],
  );
  const { language, pack } = current;

  // Screen readers pronounce the page in its language; axe checks the attribute (html-has-lang, valid-lang).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={LOCALES[language]} messages={pack.messages} defaultLocale="en-IE">
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
