// The front-end stack ARCHITECTURE.md names for every page: React 19, React Router 7's data router,
// TanStack Query 5 and i18next with react-i18next, each used once as the site's shell uses it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } });
const client = new QueryClient();
function Home() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['x'], queryFn: () => fetch('/x').then((r) => r.text()) });
  return <p>{t('hello')} {q.data}</p>;
}
const Root = () => <div><Link to="/">home</Link><Outlet /></div>;
const router = createBrowserRouter([{ path: '/', Component: Root, children: [{ index: true, Component: Home }, { path: 'a', lazy: () => import('./lazy-route') }] }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode><QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider></StrictMode>,
);
