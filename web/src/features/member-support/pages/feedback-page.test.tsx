import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { captchaCalls, feedbackCalls, systemCalls } from '@lotto/contract';
import { errorText } from '../../../lib/i18n';
import { CAPTCHA_PNG, SHELL_SETTINGS, fail, memberInfo, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { renderSupport, s } from '../support-test-kit';
import FeedbackPage from './feedback-page';

const CAPTCHA = [on(captchaCalls.image, ok(CAPTCHA_PNG)), on(systemCalls.settings, ok(SHELL_SETTINGS))];
const content = () => screen.getByLabelText(s('feedback.content'));
const captchaInput = () => screen.getByRole('textbox', { name: /image code|captcha/i });
const submit = () => screen.getByRole('button', { name: s('feedback.submit') });

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});

describe('feedback page', () => {
  it('[S2-2.35] [S2-3.23] [S2-5.5] sends the question type, the text, the captcha and the account name, then thanks the member', async () => {
    const { platform, user } = renderSupport(<FeedbackPage member={memberInfo({ account: 'demo01' })} />, CAPTCHA, on(feedbackCalls.submit, ok(null)));
    await user.selectOptions(screen.getByLabelText(s('feedback.type')), s('feedback.types.game_issues'));
    await user.type(content(), 'The slot froze after a spin.');
    await user.type(captchaInput(), 'AB12');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(s('feedback.sent'));
    expect(platform.sent(feedbackCalls.submit)[0]!.body).toEqual({ sender: 'demo01', content: 'The slot froze after a spin.', type: 3, captcha: 'AB12' });
    expect(content()).toHaveValue('');
  });

  it('[S2-5.5] asks for the text and the captcha before sending anything', async () => {
    const { platform, user } = renderSupport(<FeedbackPage member={memberInfo()} />, CAPTCHA);
    await user.click(submit());
    expect(content()).toHaveAccessibleDescription(expect.stringContaining(s('feedback.contentRequired')));
    expect(screen.getByText(errorText('verify_first')!)).toBeInTheDocument();
    expect(platform.sent(feedbackCalls.submit)).toHaveLength(0);
  });

  it('[S2-5.5] shows a wrong captcha beside the captcha and loads a new image', async () => {
    const { platform, user } = renderSupport(<FeedbackPage member={memberInfo()} />, CAPTCHA, on(feedbackCalls.submit, fail(400, 'verify_first', 'The captcha is not correct.')));
    await user.type(content(), 'Deposit not credited yet.');
    await user.type(captchaInput(), 'XXXX');
    await user.click(submit());
    await waitFor(() => expect(screen.getByText(errorText('verify_first')!)).toBeInTheDocument());
    expect(screen.queryByRole('status', { name: s('feedback.sent') })).not.toBeInTheDocument();
    await waitFor(() => expect(platform.sent(captchaCalls.image).length).toBeGreaterThanOrEqual(2));
    expect(content()).toHaveValue('Deposit not credited yet.');
  });

  it('[S2-5.5] [S2-9.11] refuses a file that is not a jpg or png, and one over 5 MB, before sending', async () => {
    const { user } = renderSupport(<FeedbackPage member={memberInfo()} />, CAPTCHA);
    const input = screen.getByLabelText(s('feedback.image'));
    // a browser's picker may still hand over another type (the accept list is a hint)
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    expect(screen.getByText(s('feedback.fileType'))).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText(s('feedback.fileTooLarge'))).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' })] } });
    expect(await screen.findByText('shot.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: s('feedback.removeImage') }));
    expect(screen.queryByText('shot.png')).not.toBeInTheDocument();
  });
});
