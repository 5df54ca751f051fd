import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { OpenedIssue } from '@lotto/contract';
import { initI18n } from '../../../lib/i18n';

/** Test edge only: lottery fixtures and a render with a fresh query cache (the network is web/src/test/fake-platform). */
export const issue = (code: string, group: string, over: Partial<OpenedIssue> = {}): OpenedIssue => ({
  gameCode: code,
  gameId: over.gameId ?? code.length * 10 + code.charCodeAt(0),
  remark: over.remark ?? code.toUpperCase(),
  numero: over.numero ?? '20260101-0001',
  remainTime: 65_000,
  lockTime: 5,
  defaultPlayType: 1,
  gameGroupCode: group,
  webIconUrl: null,
  ...over,
});

/** The opened-issues reply: issues keyed by game code (spec 3 Replies "Opened issues"). */
export const openedOf = (issues: OpenedIssue[]): Record<string, OpenedIssue> => Object.fromEntries(issues.map((o) => [o.gameCode, o]));

export function renderLottery(ui: ReactNode, path = '/') {
  initI18n('EN');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
