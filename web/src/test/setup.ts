import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@lotto/contract';
import { loadLanguage } from '../lib/i18n';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy route can take
// longer to render. Waits still end as soon as the element appears.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The site loads a language's texts on demand; tests switch languages freely, so all are loaded first.
await Promise.all(LANGUAGES.map((lang) => loadLanguage(lang)));
