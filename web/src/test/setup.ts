import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@lotto/contract';
import { loadLanguage } from '../lib/i18n';
import { takeFakePlatformProblems } from './fake-platform';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy route can take
// longer to render. Waits still end as soon as the element appears.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // the app may swallow a rejected fetch: a stray request or a reply the contract refuses still fails the test
  const problems = takeFakePlatformProblems();
  if (problems.length) throw new Error([...new Set(problems)].join('\n'));
});

// The site loads a language's texts on demand; tests switch languages freely, so all are loaded first.
await Promise.all(LANGUAGES.map((lang) => loadLanguage(lang)));
