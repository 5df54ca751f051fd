import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../lib/i18n';
import { fakePlatform, type Replies } from '../../test/fake-platform';

/** Test edge only: renders one member-support page or the chat window, fed by `replies`. */
export function renderSupport(ui: ReactElement, ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
  return { platform, client, user: userEvent.setup() };
}

export const s = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'support', ...vars });
