import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { adoptKeptSession, bootMerchantFromDocument, watchKeptSession } from './lib/storage';
import { i18nReady, initI18n, loadFallbackTexts } from './lib/i18n';
import { restoreTheme } from './theme';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { configureApp, primeFirstRender } from './app/setup';

// The app's entry. The built page evaluates it only once it has painted its skeleton and banner
// (src/start-after-paint.ts, docs/decisions/0038); the dev server runs it at once.

// the server injects <meta name="merchant">: the domain decides the merchant before any call
const merchant = bootMerchantFromDocument();
// "keep me signed in": a new tab takes the kept session; a sign-out in another tab ends it here
adoptKeptSession();
watchKeptSession();
restoreTheme(merchant);
initI18n();

const router = createAppRouter();
configureApp(router);

// The first render waits for the texts of the language on screen (one small chunk) and for the
// shell's reads the page carries (no request); should the texts fail to download, the page still
// renders and falls back to whatever texts arrived. The fallback language's texts follow once the
// browser is idle after that render.
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200));
// The carried reads are parsed in a task of their own, after this module's evaluation: parsing a
// reply builds its schemas, which the contract builds on first use (docs/decisions/0039).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void Promise.all([i18nReady().catch(() => undefined), nextTask().then(primeFirstRender)])
  .then(() => {
    // A transition: React renders the first page in slices of a few milliseconds, yielding to the
    // browser between them, instead of one task of ~1 s on a slow phone (Lighthouse mobile: total
    // blocking time 458 -> 191 ms, bench/lighthouse.mjs). The prerendered skeleton stays on screen
    // until the page is committed.
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    );
    whenIdle(() => void loadFallbackTexts().catch(() => undefined));
  });
