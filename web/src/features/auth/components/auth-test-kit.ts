import { screen, type BoundFunctions, type queries } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { LoginReply } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail } from '../../../test/fake-platform';

/** Test edge only: sign-in fixtures and login-form steps (the network is web/src/test/fake-platform). */

const a = (key: string) => i18n.t(key, { ns: 'auth' });

/** A login reply for an account (neutral names, not the seed's accounts). */
export const loginReply = (userName: string, extra: Partial<LoginReply> = {}): LoginReply => ({
  token: `tok-${userName}`,
  firstTimeLogin: false,
  passwordExpired: false,
  userName,
  ...extra,
});

/** The platform refusing a login for a wrong password and asking for the image captcha from now on. */
export const WRONG_PASSWORD = fail(400, 'login.failed', 'Incorrect username or password.', { captcha: true });

/** Fills the login form of `dialog` (each field cleared first, an empty value left empty) and submits it. */
export async function typeCredentials(dialog: BoundFunctions<typeof queries>, user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  const u = dialog.getByLabelText(a('login.username'));
  const p = dialog.getByLabelText(a('login.password'));
  await user.clear(u);
  await user.clear(p);
  if (username) await user.type(u, username);
  if (password) await user.type(p, password);
  await user.click(dialog.getByRole('button', { name: a('login.submit') }));
}

/** The message dialog the site opens (the dialog host's), once it shows. */
export const dialogMessage = () => screen.findByTestId('dialog');
