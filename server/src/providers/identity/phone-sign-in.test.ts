import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { failure, login } from '../../test/accounts.js';
import { describeOnPglite, type TestApp } from '../../test/harness.js';
import { signPhoneSession } from './dev.js';

const send = (t: TestApp, body: Record<string, unknown>, merchant = 'demo') =>
  t.call({ method: 'POST', url: '/dev/identity/phone/send', merchant, payload: body });
const confirm = (t: TestApp, body: Record<string, unknown>, merchant = 'demo') =>
  t.call({ method: 'POST', url: '/dev/identity/phone/confirm', merchant, payload: body });

/** The code of the newest sign-in SMS the provider left in the dev outbox for this number. */
async function codeSentTo(t: TestApp, to: string): Promise<string> {
  const [row] = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code sent to ${to}`);
  return code;
}

describeOnPglite('dev identity provider: phone sign-in (SMS send and confirm)', (t) => {
  it('sends a code by SMS, refuses a wrong one, and confirms the right one with an ID token for the number', async () => {
    const phoneNumber = '+8613900000123';
    const sent = await send(t, { phoneNumber });
    expect(sent.statusCode).toBe(200);
    const { sessionInfo, expiresIn } = sent.json<{ value: { sessionInfo: string; expiresIn: number } }>().value;
    expect(expiresIn).toBe(300);
    const code = await codeSentTo(t, phoneNumber);
    // the session names the number but never carries the code
    expect(Buffer.from(sessionInfo.split('.')[1]!, 'base64url').toString()).not.toContain(code);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await confirm(t, { sessionInfo, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'auth/invalid-verification-code' });

    const ok = await confirm(t, { sessionInfo, code });
    expect(ok.statusCode).toBe(200);
    const { idToken, phoneNumber: confirmed } = ok.json<{ value: { idToken: string; phoneNumber: string } }>().value;
    expect(confirmed).toBe(phoneNumber);
    expect(await t.app.providers.identity.verify(idToken, 'phone')).toMatchObject({ provider: 'phone', phone: phoneNumber });

    // the platform takes the token as a phone-based social sign-in: not linked to an account yet
    const social = await login(t, { type: 'firebase', firebaseChannel: 'phone', firebaseIdToken: idToken, firebaseMobileNo: phoneNumber });
    expect(failure(social)).toMatchObject({ status: 409, errorCode: 'bind_customer_required' });
  });

  it('answers Firebase error codes: a missing or malformed number, a missing, foreign or expired session, a missing code', async () => {
    expect((await send(t, {})).json()).toMatchObject({ errorCode: 'auth/missing-phone-number' });
    expect((await send(t, { phoneNumber: '13900000123' })).json()).toMatchObject({ errorCode: 'auth/invalid-phone-number' });
    expect((await confirm(t, { code: '123456' })).json()).toMatchObject({ errorCode: 'auth/missing-verification-id' });
    expect((await confirm(t, { sessionInfo: 'not-a-session', code: '123456' })).json()).toMatchObject({ errorCode: 'auth/invalid-verification-id' });

    const live = await signPhoneSession({ phoneNumber: '+8613900000124', code: '246810', merchantCode: 'demo' });
    expect((await confirm(t, { sessionInfo: live })).json()).toMatchObject({ errorCode: 'auth/missing-verification-code' });
    // a session is the site's it was sent for
    expect((await confirm(t, { sessionInfo: live, code: '246810' }, 'lucky')).json()).toMatchObject({ errorCode: 'auth/invalid-verification-id' });
    const expired = await signPhoneSession({ phoneNumber: '+8613900000124', code: '246810', merchantCode: 'demo', expiresIn: -60 });
    const late = await confirm(t, { sessionInfo: expired, code: '246810' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ success: false, errorCode: 'auth/code-expired' });
    // a session is not an ID token
    expect(failure(await login(t, { type: 'firebase', firebaseChannel: 'phone', firebaseIdToken: live }))).toMatchObject({ status: 504 });
  });
});
