import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { chatCalls } from '@lotto/contract';
import { ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { renderSupport, s } from '../support-test-kit';
import { ChatWindow } from './chat-window';

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});

describe('chat window', () => {
  it('[S2-2.34] [S2-4.17] [S2-7.9] checks the permission, launches the chat and shows its page in a frame; closing refreshes the unread count', async () => {
    const onClose = vi.fn();
    const { platform, user, client } = renderSupport(
      <ChatWindow isAgent="0" language="JA" onClose={onClose} />,
      on(chatCalls.groupPermission, ok({ hasPermission: true })),
      on(chatCalls.launch, ok({ chatUrl: '/chat/room?ticket=abc&lang=JA' })),
    );
    const frame = await screen.findByTitle(s('chat.title'));
    expect(frame).toHaveAttribute('src', '/chat/room?ticket=abc&lang=JA');
    expect(platform.sent(chatCalls.launch)[0]!.body).toMatchObject({ b2c: true, language: 'JA', title: s('chat.title') });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: s('chat.close') }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [chatCalls.unreadCount.id] });
  });

  it('[S2-8.13] [S1-6.2] gives a trial account (isAgent 4) the chat warning without asking the platform', () => {
    const { platform } = renderSupport(<ChatWindow isAgent="4" language="EN" onClose={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(s('chat.trialWarning'));
    expect(platform.sent(chatCalls.launch)).toHaveLength(0);
    expect(platform.sent(chatCalls.groupPermission)).toHaveLength(0);
  });

  it('[S2-4.17] shows the warning when the member has no chat permission, and launches nothing', async () => {
    const { platform } = renderSupport(<ChatWindow isAgent="1" language="EN" onClose={() => undefined} />, on(chatCalls.groupPermission, ok({ hasPermission: false })));
    expect(await screen.findByRole('alert')).toHaveTextContent(s('chat.noPermission'));
    await waitFor(() => expect(platform.sent(chatCalls.groupPermission)).toHaveLength(1));
    expect(platform.sent(chatCalls.launch)).toHaveLength(0);
  });
});
