import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

import { RequireSession } from './auth/RequireSession';
import { Layout } from './components/Layout';
import { RouteError } from './components/RouteError';

type PageModule = { default: ComponentType };

/**
 * A page whose code can be loaded before it renders: a claim link the server renders (src/ssr), and
 * the app that takes it over, render it at once instead of waiting for it behind a loading indicator.
 */
function preloadablePage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  // Once loaded, React gets the page in a thenable that resolves at once, and renders it without suspending.
  const Page = lazy(() =>
    loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>) : preload(),
  );
  return { Page, preload };
}

// Every page is its own chunk: a claim link loads the claim form and nothing of the other pages.
const HomePage = lazy(() => import('./pages/home/HomePage'));
export const claimFormPage = preloadablePage(() => import('./pages/claim-form/ClaimFormPage'));
const ClaimFormPage = claimFormPage.Page;
const CompletedPage = lazy(() => import('./pages/completed/CompletedPage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const MyClaimsPage = lazy(() => import('./pages/my-claims/MyClaimsPage'));
const ClaimDetailPage = lazy(() => import('./pages/claim-detail/ClaimDetailPage'));
const BankDetailsPage = lazy(() => import('./pages/bank-details/BankDetailsPage'));
const PrivacyPage = lazy(() => import('./pages/privacy/PrivacyPage'));
const MyDataPage = lazy(() => import('./pages/my-data/MyDataPage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));

/** The routes of README.md "Participant and guest". */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'claims/create/:eventNumber', element: <ClaimFormPage /> },
      { path: 'claims/completed', element: <CompletedPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      {
        path: 'me',
        element: <RequireSession />,
        children: [
          { index: true, element: <Navigate to="/me/claims" replace /> },
          { path: 'claims', element: <MyClaimsPage /> },
          { path: 'claims/:guid', element: <ClaimDetailPage /> },
          { path: 'claims/:guid/bankdetails', element: <BankDetailsPage /> },
          { path: 'data', element: <MyDataPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
