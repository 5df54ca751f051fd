import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { HEADERS, feedbackCalls } from '@lotto/contract';
import { feedbackEntries } from '../../db/schema/member-support.js';
import { failure, tokenFor } from '../../test/accounts.js';
import { solvedCaptcha, someIp } from '../../test/access.js';
import { describeOnPglite, type TestApp } from '../../test/harness.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'feedback-test-'));
const uploads = path.join(dataDir, 'uploads');

/** A real 1x1 png and a jpeg header: the server reads the bytes, not the data URL's claim. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const NOT_AN_IMAGE = Buffer.from('<?php echo "hello"; ?> not an image at all').toString('base64');

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? filesUnder(path.join(dir, n)) : [path.join(dir, n)]));
  } catch {
    return [];
  }
};

async function send(t: TestApp, body: Record<string, unknown>, opts: { token?: string; captcha?: 'right' | 'wrong' } = {}) {
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, 'demo', ip);
  return t.call({
    method: 'PUT',
    url: feedbackCalls.submit.path,
    cookies,
    remoteAddress: ip,
    headers: opts.token ? { [HEADERS.authorization]: opts.token } : {},
    payload: { captcha: opts.captcha === 'wrong' ? 'ZZZZ' : captcha, ...body },
  });
}

describeOnPglite(
  'feedback',
  (t) => {
    it('[S2-3.23] [S2-5.5] [S2-7.8] stores a visitor\'s feedback with its question type once the captcha is answered', async () => {
      const res = await send(t, { sender: 'guest', content: 'The deposit page is slow in the evening.', type: 1 });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(feedbackEntries).where(eq(feedbackEntries.content, 'The deposit page is slow in the evening.'));
      expect(row).toMatchObject({ merchantCode: 'demo', customerId: null, sender: 'guest', type: 1, fileKey: null });
    });

    it('[S2-5.5] stores a member\'s feedback under their account name with the image in the file storage', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const res = await send(t, { sender: 'someone-else', content: 'Screenshot of the game that froze.', type: '3', file: `data:image/jpeg;base64,${PNG_1PX}` }, { token });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(feedbackEntries).where(eq(feedbackEntries.content, 'Screenshot of the game that froze.'));
      // the account name, not what the form said; the type the bytes are, not the declared one
      expect(row).toMatchObject({ sender: 'demo01', type: 3, fileType: 'png' });
      expect(row!.fileKey).toMatch(/^feedback\/demo\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
      expect(readFileSync(path.join(uploads, row!.fileKey!)).equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    });

    it('[S2-5.5] stores nothing when the captcha is wrong', async () => {
      const before = filesUnder(uploads).length;
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const res = await send(t, { content: 'Wrong captcha feedback', type: 0, file: `data:image/png;base64,${PNG_1PX}` }, { token, captcha: 'wrong' });
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'verify_first' });
      expect(await t.db.select().from(feedbackEntries).where(eq(feedbackEntries.content, 'Wrong captcha feedback'))).toEqual([]);
      expect(filesUnder(uploads).length).toBe(before);
    });

    it('[S2-5.5] [S2-9.11] refuses a file that is not a png or jpeg, an over-long text and an unknown type', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const before = filesUnder(uploads).length;
      const disguised = await send(t, { content: 'Disguised file', type: 0, file: `data:image/png;base64,${NOT_AN_IMAGE}` }, { token });
      expect(failure(disguised)).toMatchObject({ status: 400, errorCode: 'feedback.image.invalid' });
      const gif = await send(t, { content: 'A gif', type: 0, file: `data:image/gif;base64,${PNG_1PX}` }, { token });
      expect(failure(gif)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(failure(await send(t, { content: 'x'.repeat(201), type: 0 }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(failure(await send(t, { content: 'Type five', type: 5 }))).toMatchObject({ status: 400 });
      expect(failure(await send(t, { content: '', type: 0 }))).toMatchObject({ status: 400 });
      expect(filesUnder(uploads).length).toBe(before);
      expect(await t.db.select().from(feedbackEntries).where(eq(feedbackEntries.content, 'Disguised file'))).toEqual([]);
    });

    it('[S2-9.11] refuses an image over 5 MB', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const big = Buffer.alloc(5 * 1024 * 1024 + 16);
      Buffer.from(PNG_1PX, 'base64').copy(big);
      const res = await send(t, { content: 'Big image', type: 0, file: `data:image/png;base64,${big.toString('base64')}` }, { token });
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    });

    it('asks a visitor to log in before attaching an image', async () => {
      const res = await send(t, { content: 'Visitor with image', type: 0, file: `data:image/png;base64,${PNG_1PX}` });
      expect(failure(res)).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    });
  },
  { env: { DATA_DIR: dataDir } },
);
