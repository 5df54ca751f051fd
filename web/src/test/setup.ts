import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@lotto/contract';
import { loadLanguage, loadNamespaces, namespaces } from '../lib/i18n';
import { resetServerClock } from '../lib/server-clock';
import { takeFakePlatformProblems } from './fake-platform';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy route can take
// longer to render. Waits still end as soon as the element appears.
configure({ asyncUtilTimeout: 5000 });

// The window's size as the test environment made it: a test may state another (toast stack, dock);
// it is put back after each test, like the rest of the shared state below.
const WINDOW_SIZE = ['innerHeight', 'innerWidth'].map((key) => [key, Object.getOwnPropertyDescriptor(window, key)] as const);
function restoreWindowSize(): void {
  for (const [key, original] of WINDOW_SIZE) {
    if (original) Object.defineProperty(window, key, original);
    else delete (window as unknown as Record<string, unknown>)[key];
  }
}

afterEach(() => {
  cleanup();
  restoreWindowSize();
  // the test files of a worker share one module registry (isolate: false): module-level state
  // a test may have set is put back, so no test depends on the files that ran before it
  resetServerClock();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // the app may swallow a rejected fetch: a stray request or a reply the contract refuses still fails the test
  const problems = takeFakePlatformProblems();
  if (problems.length) throw new Error([...new Set(problems)].join('\n'));
});

// The site loads a language's texts on demand, and a feature's namespaces where it is used; tests
// switch languages and render features on their own freely, so everything is loaded first.
await loadNamespaces(namespaces);
await Promise.all(LANGUAGES.map((lang) => loadLanguage(lang)));
