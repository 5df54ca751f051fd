// React 19 and React Router 7's data router with one lazy route (ARCHITECTURE.md's router).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

const Root = () => <div><Link to="/">home</Link><Outlet /></div>;
const router = createBrowserRouter([{ path: '/', Component: Root, children: [{ index: true, Component: () => <p>home</p> }, { path: 'a', lazy: () => import('./lazy-route') }] }]);
createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
