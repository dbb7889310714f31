import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@unit-costs/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppProviders } from '../AppProviders';
import { ENGLISH, type LanguagePack, type LoadedLanguage } from '../i18n/language-packs';
import { GERMAN } from '../i18n/packs/de';
import { FRENCH } from '../i18n/packs/fr';

/** Every language at hand at once: a test renders in its language at once, as the app does once its pack has loaded. */
const PACKS: Readonly<Record<Language, LanguagePack>> = { en: ENGLISH, de: GERMAN, fr: FRENCH };
const loaded = (language: Language): LoadedLanguage => ({ language, pack: PACKS[language] });

export interface RenderOptions {
  /** The route pattern the element is mounted at, e.g. '/claims/create/:eventNumber'. */
  path?: string;
  /** The address the test starts at. */
  at?: string;
  /** Further routes, e.g. where a page navigates to. */
  routes?: RouteObject[];
  state?: unknown;
  /** The app's language (English unless a test says). */
  language?: Language;
}

/** Renders a page with the app's providers and a memory router; returns the router to check navigation. */
export function renderPage(element: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element }, ...(options.routes ?? []), { path: '*', element: <p>elsewhere</p> }],
    {
      initialEntries: [{ pathname: options.at ?? path, state: options.state }],
    },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders language={loaded(options.language ?? 'en')} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** Renders anything (a dialog, the whole app's router) inside the app's providers, in English unless told. */
export function renderInApp(element: ReactElement, language: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders language={loaded(language)} queryClient={queryClient}>
      {element}
    </AppProviders>,
  );
}

/** A route that only shows where the app went. */
export function landing(path: string): RouteObject {
  return { path, element: <p>{`landed on ${path}`}</p> };
}

/** Types a whole text at once (one input event: per-key typing through MUI in jsdom is slow). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
