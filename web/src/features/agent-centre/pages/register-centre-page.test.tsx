import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { agentCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { ac, heldBack, renderPage } from '../agent-test-kit';
import RegisterCentrePage from './register-centre-page';

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('register center page', () => {
  it('[S2-2.43] shows the agent\'s code and registration link (with its QR code) and copies the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const held = heldBack(ok({ affiliateCode: 'AGENT7', registerPath: '/register?affiliateCode=AGENT7', directDownlines: 3, registeredLast30Days: 1 }));
    const { user } = renderPage(<RegisterCentrePage />, on(agentCalls.registerCentre, held.answer));
    // after userEvent.setup, which puts its own clipboard in place
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    held.release();
    expect(await screen.findByTestId('affiliate-code')).toHaveTextContent('AGENT7');
    const link = `${window.location.origin}/register?affiliateCode=AGENT7`;
    expect(screen.getByTestId('register-link')).toHaveTextContent(link);
    expect(screen.getByRole('img', { name: ac('register.qr') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ac('register.copyLink') }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findAllByText(ac('register.copied'))).not.toHaveLength(0);
  });

  it('says when the agent has no code, and shows a failed read with a retry', async () => {
    const { user } = renderPage(
      <RegisterCentrePage />,
      on(agentCalls.registerCentre, fail(500, 'x', 'Broken'), ok({ affiliateCode: null, registerPath: null, directDownlines: 0, registeredLast30Days: 0 })),
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('agent-empty')).toHaveTextContent(ac('register.noCode'));
  });
});
