import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { helpCalls, type HelpTopic } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { HelpCentrePage } from './help-centre-page';
import { HelpTopicPanel } from './help-topic-panel';

const h = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'help', ...vars });

const topic = (tag: string, title: string, content: string, children: HelpTopic[] = []): HelpTopic => ({
  tag,
  title,
  content,
  bgColor: null,
  lang: 'EN',
  display: true,
  children,
});
const TOPICS: HelpTopic[] = [
  topic('about', 'About us', '<p>We run the site.</p>'),
  topic('terms', 'Terms and conditions', '<h3>Your account</h3><p>One account per person.</p>'),
  topic('faq-lottery', 'Lottery draws and settlement', '<p>How draws work.</p>', [
    topic('faq-lottery-draws', 'How are the numbers drawn?', '<p>A secure random generator.</p>'),
    topic('faq-lottery-settlement', 'When is a winning bet paid?', '<p>Within seconds.</p>'),
  ]),
];

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

function renderHelp(path: string, ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const router = createMemoryRouter(
    [
      { path: '/help', element: <HelpCentrePage title="Help centre" variant="centre" /> },
      { path: '/helpmc', element: <HelpCentrePage title="Member help" variant="member" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { platform, router, user: userEvent.setup() };
}

const topicButton = (name: string) => screen.findByRole('button', { name });

describe('help centre', () => {
  it('[S2-2.36] without a hash lists every topic as a link to /help#tag, asking in the language on screen for WEB', async () => {
    const { platform } = renderHelp('/help', on(helpCalls.helpCenter, ok(TOPICS)));
    const menu = await screen.findByRole('navigation', { name: h('menu.label') });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/help#about', '/help#terms', '/help#faq-lottery']);
    expect(within(menu).getByRole('link', { name: /Lottery draws and settlement/ })).toHaveTextContent(h('menu.questions', { count: 2 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(platform.sent(helpCalls.helpCenter)[0]!.query).toEqual({ lang: 'EN', device: 'WEB' });
    // menu mode shows no topic text
    expect(screen.queryByTestId('help-topic-body')).toBeNull();
  });

  it('[S2-2.36] a topic link opens the content mode with that topic open and scrolled into view', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const { user, router } = renderHelp('/help', on(helpCalls.helpCenter, ok(TOPICS)));
    await user.click(await screen.findByRole('link', { name: /Terms and conditions/ }));
    expect(router.state.location.hash).toBe('#terms');
    expect(await topicButton('Terms and conditions')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One account per person.')).toBeInTheDocument();
    expect(await topicButton('About us')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(scrolled).toContain('help-topic-terms'));
    // back to the menu
    await user.click(screen.getByRole('link', { name: h('allTopics') }));
    expect(await screen.findByRole('navigation', { name: h('menu.label') })).toBeInTheDocument();
  });

  it('[S2-2.36] a hash naming a child opens its parent and the child; the accordion toggles topics and shows children in order', async () => {
    const { user } = renderHelp('/help#faq-lottery-settlement', on(helpCalls.helpCenter, ok(TOPICS)));
    expect(await topicButton('Lottery draws and settlement')).toHaveAttribute('aria-expanded', 'true');
    expect(await topicButton('When is a winning bet paid?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Within seconds.')).toBeInTheDocument();
    const parent = screen.getAllByTestId('help-topic').find((el) => el.dataset.tag === 'faq-lottery')!;
    expect(within(parent).getAllByTestId('help-topic').map((el) => el.dataset.tag)).toEqual(['faq-lottery-draws', 'faq-lottery-settlement']);
    expect(screen.getByRole('button', { name: 'How are the numbers drawn?' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'About us' }));
    expect(screen.getByRole('button', { name: 'About us' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('We run the site.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About us' }));
    expect(screen.queryByText('We run the site.')).toBeNull();
  });

  it('says so when the hash names no topic, and still lists them all', async () => {
    renderHelp('/help#nothing-here', on(helpCalls.helpCenter, ok(TOPICS)));
    expect(await screen.findByText(h('notFound'))).toBeInTheDocument();
    expect(screen.getAllByTestId('help-topic').filter((el) => !el.parentElement?.closest('[data-testid="help-topic"]'))).toHaveLength(3);
  });

  // DOMPurify does not sanitise under happy-dom (it keeps <script> and onerror, as register.test.tsx notes);
  // the stripping is proved in a real browser: web/e2e/help.spec.ts.

  it('/helpmc shows the same topics as a compact accordion without a menu, and follows the hash too', async () => {
    renderHelp('/helpmc#terms', on(helpCalls.helpCenter, ok(TOPICS)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member help' })).toBeInTheDocument();
    expect(await topicButton('Terms and conditions')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('navigation', { name: h('menu.label') })).toBeNull();
    expect(screen.queryByRole('link', { name: h('allTopics') })).toBeNull();
  });

  it('shows skeletons while loading, then the empty message when the merchant has no topics', async () => {
    let answer: (v: HelpTopic[]) => void = () => undefined;
    const pending = new Promise<HelpTopic[]>((resolve) => (answer = resolve));
    renderHelp('/help', on(helpCalls.helpCenter, async () => ok(await pending)));
    expect(await screen.findByTestId('help-loading')).toBeInTheDocument();
    answer([]);
    expect(await screen.findByTestId('help-empty')).toHaveTextContent(h('empty'));
  });

  it('shows the error with a retry that loads the topics', async () => {
    const { user } = renderHelp('/help', on(helpCalls.helpCenter, fail(503, 'help.down', 'Help is resting.'), ok(TOPICS)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Help is resting.');
    await user.click(within(alert).getByRole('button', { name: h('retry') }));
    expect(await screen.findByRole('navigation', { name: h('menu.label') })).toBeInTheDocument();
  });

  it('[S2-5.7] filters the topics by what is typed once typing pauses', async () => {
    const { user } = renderHelp('/help', on(helpCalls.helpCenter, ok(TOPICS)));
    const search = await screen.findByRole('searchbox', { name: h('search.label') });
    await user.type(search, 'secure random');
    // debounced: the list is the whole menu until the pause has passed
    expect(screen.getAllByTestId('help-menu-link')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByTestId('help-menu-link').map((a) => a.getAttribute('href'))).toEqual(['/help#faq-lottery']));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText(h('search.none'))).toBeInTheDocument();
  });

  it('[S2-2.36] the deposit popup panel shows only the deposit topic', async () => {
    fakePlatform({ replies: [on(helpCalls.helpCenter, ok([...TOPICS, topic('deposit', 'How to deposit', '<p>Open the member centre.</p>')]))] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HelpTopicPanel tag="deposit" />
      </QueryClientProvider>,
    );
    const panel = await screen.findByTestId('help-topic-panel');
    expect(within(panel).getByRole('heading', { name: 'How to deposit' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Open the member centre.');
    expect(screen.queryByText('About us')).toBeNull();
    expect(screen.queryByText('Terms and conditions')).toBeNull();
  });
});
