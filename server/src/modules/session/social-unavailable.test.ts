import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { merchants, sessions } from '../../db/schema/index.js';
import { DEV_IDENTITY_AUDIENCE, signDevIdToken } from '../../providers/identity/dev.js';
import { failure, login } from '../../test/accounts.js';
import { describeOnPglite, type TestApp } from '../../test/harness.js';

async function setFlag(t: TestApp, flag: string, on: boolean) {
  await t.db
    .update(merchants)
    .set({ flags: sql`${merchants.flags} || ${JSON.stringify({ [flag]: on })}::jsonb` })
    .where(eq(merchants.code, 'demo'));
  t.app.merchants.invalidate();
}

describeOnPglite('social sign-in where the site does not offer it', (t) => {
  it('[S1-8.14] a Google sign-in on a site without Google sign-in (GOOGLELOGIN3 off) answers "Site not support Google Service." and starts no session', async () => {
    const idToken = await signDevIdToken({ subject: 'g-unoffered-1', provider: 'google', email: 'u@example.com' }, DEV_IDENTITY_AUDIENCE);
    const before = (await t.db.select({ id: sessions.id }).from(sessions)).length;
    await setFlag(t, 'GOOGLELOGIN3', false);
    const refused = failure(await login(t, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken }));
    expect(refused).toMatchObject({ status: 403, errorCode: 'function.not.available', message: 'Site not support Google Service.' });
    expect((await t.db.select({ id: sessions.id }).from(sessions)).length).toBe(before);

    // the same identity is asked to bind once the site offers Google sign-in again
    await setFlag(t, 'GOOGLELOGIN3', true);
    expect(failure(await login(t, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken }))).toMatchObject({ status: 409, errorCode: 'bind_customer_required' });
  });
});
