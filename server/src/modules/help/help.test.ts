import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LANGUAGES, helpCalls, systemCalls, type HelpTopic } from '@lotto/contract';
import { helpTopics } from '../../db/schema/index.js';
import { failure } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

const help = async (t: TestApp, merchant: string | null, query = '', headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `${helpCalls.helpCenter.path}${query}`, merchant, headers });
const topics = async (t: TestApp, merchant: string, query = '', headers: Record<string, string> = {}): Promise<HelpTopic[]> =>
  valueOf(helpCalls.helpCenter, await help(t, merchant, query, headers));
const byTag = (list: HelpTopic[], tag: string) => list.find((topic) => topic.tag === tag);

const ROOT_TAGS = ['about', 'terms', 'privacy', 'responsible', 'deposit', 'faq-account', 'faq-lottery', 'faq-games'];

describeOnPglite('help centre', (t) => {
  it('[S2-7.7] [S2-3.22] answers the seeded topics of both merchants in every language, each with tag, title, html, colour and children', async () => {
    const titles = new Set<string>();
    for (const merchant of ['demo', 'lucky']) {
      for (const lang of LANGUAGES) {
        const list = await topics(t, merchant, `?lang=${lang}&device=WEB`);
        expect(list.map((topic) => topic.tag)).toEqual(ROOT_TAGS);
        expect(list.every((topic) => topic.lang === lang && topic.display && topic.content.startsWith('<'))).toBe(true);
        titles.add(byTag(list, 'terms')!.title);
      }
    }
    // every language writes its own text (TW and HK share one traditional-Chinese title)
    expect(titles.size).toBe(LANGUAGES.length - 1);
    const en = await topics(t, 'demo', '?lang=EN');
    expect(byTag(en, 'responsible')).toMatchObject({ title: 'Responsible gaming', bgColor: '#0f766e' });
    for (const tool of ['Deposit limits', 'Self-exclusion', 'Session reminders', 'Time-outs']) expect(byTag(en, 'responsible')!.content).toContain(tool);
    expect(byTag(en, 'terms')!.content).toContain('Closing an account');
  });

  it('writes each merchant into its text: the licence line and the deposit limits', async () => {
    const demo = await topics(t, 'demo', '?lang=EN');
    const lucky = await topics(t, 'lucky', '?lang=EN');
    expect(byTag(demo, 'about')!.content).toContain('Demo Gaming Authority licence DGA-0001');
    expect(byTag(lucky, 'about')!.content).toContain('holds no gaming licence');
    expect(byTag(demo, 'deposit')!.content).toContain('between 10.00 and 50,000.00 CNY, up to 10 deposits a day');
    expect(byTag(lucky, 'deposit')!.content).toContain('between 100.00 and 100,000.00 THB, up to 5 deposits a day');
  });

  it('[S2-3.22] gives FAQ groups their children in their order, children with the same shape', async () => {
    const en = await topics(t, 'demo', '?lang=EN');
    expect(byTag(en, 'faq-account')!.children.map((c) => c.tag)).toEqual(['faq-account-register', 'faq-account-password', 'faq-account-security']);
    expect(byTag(en, 'faq-lottery')!.children.map((c) => c.tag)).toEqual(['faq-lottery-draws', 'faq-lottery-settlement']);
    expect(byTag(en, 'faq-account')!.children[1]).toMatchObject({ title: 'I forgot my password', lang: 'EN', children: [] });
    expect(byTag(en, 'about')!.children).toEqual([]);

    // reordering in the database reorders the answer
    const rows = await t.db.select().from(helpTopics).where(and(eq(helpTopics.merchantCode, 'demo'), eq(helpTopics.lang, 'EN'), eq(helpTopics.tag, 'faq-account-security')));
    await t.db.update(helpTopics).set({ sortOrder: -1 }).where(eq(helpTopics.id, rows[0]!.id));
    const again = await topics(t, 'demo', '?lang=EN');
    expect(byTag(again, 'faq-account')!.children.map((c) => c.tag)).toEqual(['faq-account-security', 'faq-account-register', 'faq-account-password']);
  });

  it('[S2-7.7] takes the Language header when the query names no language', async () => {
    const th = await topics(t, 'lucky', '', { Language: 'TH' });
    expect(byTag(th, 'privacy')).toMatchObject({ lang: 'TH', title: 'นโยบายความเป็นส่วนตัว' });
  });

  it('hides a topic set not to display, and its children with it', async () => {
    const hide = (tag: string) =>
      t.db.update(helpTopics).set({ display: false }).where(and(eq(helpTopics.merchantCode, 'lucky'), eq(helpTopics.lang, 'VI'), eq(helpTopics.tag, tag)));
    await hide('faq-games');
    await hide('faq-lottery-draws');
    const vi = await topics(t, 'lucky', '?lang=VI');
    expect(vi.map((topic) => topic.tag)).toEqual(ROOT_TAGS.filter((tag) => tag !== 'faq-games'));
    expect(byTag(vi, 'faq-lottery')!.children.map((c) => c.tag)).toEqual(['faq-lottery-settlement']);
    // the other merchant and the other languages are untouched
    expect((await topics(t, 'demo', '?lang=VI')).map((topic) => topic.tag)).toEqual(ROOT_TAGS);
  });

  it("falls back to the merchant's default language when the asked one has no topics", async () => {
    await t.db.delete(helpTopics).where(and(eq(helpTopics.merchantCode, 'lucky'), eq(helpTopics.lang, 'JA')));
    await t.db.delete(helpTopics).where(and(eq(helpTopics.merchantCode, 'demo'), eq(helpTopics.lang, 'JA')));
    const lucky = await topics(t, 'lucky', '?lang=JA');
    expect(lucky.map((topic) => topic.lang)).toEqual(ROOT_TAGS.map(() => 'EN')); // lucky's default
    const demo = await topics(t, 'demo', '?lang=JA');
    expect(byTag(demo, 'about')).toMatchObject({ lang: 'CN', title: '关于我们' }); // demo's default
  });

  it('answers an empty list for a merchant without topics', async () => {
    await t.db.delete(helpTopics).where(eq(helpTopics.merchantCode, 'lucky'));
    expect(await topics(t, 'lucky', '?lang=EN')).toEqual([]);
  });

  it('refuses an unknown merchant, a missing merchant and a language outside the list, with clear codes', async () => {
    expect(failure(await help(t, 'nobody', '?lang=EN'))).toMatchObject({ status: 404, success: false, errorCode: 'merchant.not.found' });
    expect(failure(await help(t, null, '?lang=EN'))).toMatchObject({ success: false, errorCode: 'merchant.required' });
    expect(failure(await help(t, 'demo', '?lang=FR'))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(await help(t, 'demo', '?device=APP'))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('seeds each merchant a registration agreement of several paragraphs that points at the help centre (templates have no language)', async () => {
    for (const [merchant, name] of [['demo', 'Demo Lotto'], ['lucky', 'Lucky Star']]) {
      const { agreementHtml } = valueOf(systemCalls.templates, await t.call({ method: 'GET', url: systemCalls.templates.path, merchant }));
      expect(agreementHtml).toContain(name);
      expect(agreementHtml.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(agreementHtml).toContain('help centre');
    }
  });
});
