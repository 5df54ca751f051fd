import { and, eq } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { PROMOTION_ART_PATH } from '../../lib/promotion-art.js';
import { merchants, promotionTexts, promotions } from '../schema/index.js';
import { MERCHANT_SEEDS } from './demo-data.js';
import { promotionHtml, type PromotionCopy } from './promotion-content.js';

/** The invite-friends promotion's copy (decision 0022), in every site language. */
const COPY: Record<Language, PromotionCopy> = {
  EN: ['Invite Friends', 'Share your invite link or code: every friend who joins with it shows on your invite-friends page.', 'Your friend registers through your link, or enters your code on the register page.', 'Each friend counts once, and must be a new account of this site.'],
  CN: ['邀请好友', '分享您的邀请链接或邀请码：用它注册的每位好友都会显示在您的邀请好友页面。', '好友通过您的链接注册，或在注册页填写您的邀请码。', '每位好友只计一次，且必须是本站的新账户。'],
  TW: ['邀請好友', '分享您的邀請連結或邀請碼：用它註冊的每位好友都會顯示在您的邀請好友頁面。', '好友透過您的連結註冊，或在註冊頁填寫您的邀請碼。', '每位好友只計一次，且必須是本站的新帳戶。'],
  HK: ['邀請好友', '分享您的邀請連結或邀請碼：用它註冊的每位好友都會顯示在您的邀請好友頁面。', '好友透過您的連結註冊，或在註冊頁填寫您的邀請碼。', '每位好友只計一次，且必須是本站的新戶口。'],
  JA: ['友達を招待', '招待リンクまたはコードを共有しましょう。それで登録した友達は招待ページに表示されます。', '友達はあなたのリンクから登録するか、登録ページであなたのコードを入力します。', '友達は1人につき1回、このサイトの新しいアカウントに限ります。'],
  KO: ['친구 초대', '초대 링크나 코드를 공유하세요. 그것으로 가입한 친구는 친구 초대 페이지에 표시됩니다.', '친구가 내 링크로 가입하거나 가입 페이지에서 내 코드를 입력합니다.', '친구는 한 번만 집계되며 이 사이트의 새 계정이어야 합니다.'],
  ID: ['Undang Teman', 'Bagikan tautan atau kode undangan Anda: setiap teman yang bergabung dengannya tampil di halaman undang teman Anda.', 'Teman Anda mendaftar lewat tautan Anda, atau memasukkan kode Anda di halaman pendaftaran.', 'Setiap teman dihitung sekali dan harus akun baru di situs ini.'],
  ES: ['Invita a tus amigos', 'Comparte tu enlace o código de invitación: cada amigo que se registre con él aparece en tu página de invitaciones.', 'Tu amigo se registra con tu enlace o escribe tu código en la página de registro.', 'Cada amigo cuenta una vez y debe ser una cuenta nueva de este sitio.'],
  VI: ['Mời bạn bè', 'Chia sẻ liên kết hoặc mã mời: mỗi người bạn đăng ký bằng nó sẽ hiện trên trang mời bạn bè của bạn.', 'Bạn bè đăng ký qua liên kết của bạn hoặc nhập mã của bạn ở trang đăng ký.', 'Mỗi người bạn chỉ tính một lần và phải là tài khoản mới của trang này.'],
  TA: ['நண்பர்களை அழைக்கவும்', 'உங்கள் அழைப்பு இணைப்பு அல்லது குறியீட்டைப் பகிருங்கள்: அதனுடன் சேரும் ஒவ்வொரு நண்பரும் உங்கள் அழைப்புப் பக்கத்தில் தெரிவார்.', 'உங்கள் நண்பர் உங்கள் இணைப்பு வழியாகப் பதிவு செய்கிறார், அல்லது பதிவுப் பக்கத்தில் உங்கள் குறியீட்டை உள்ளிடுகிறார்.', 'ஒவ்வொரு நண்பரும் ஒருமுறை மட்டுமே கணக்கிடப்படுவார்; இந்தத் தளத்தின் புதிய கணக்காக இருக்க வேண்டும்.'],
  TH: ['ชวนเพื่อน', 'แชร์ลิงก์หรือรหัสเชิญของคุณ เพื่อนทุกคนที่สมัครด้วยลิงก์นั้นจะแสดงในหน้าชวนเพื่อนของคุณ', 'เพื่อนสมัครผ่านลิงก์ของคุณ หรือกรอกรหัสของคุณในหน้าสมัครสมาชิก', 'นับเพื่อนแต่ละคนครั้งเดียว และต้องเป็นบัญชีใหม่ของเว็บนี้'],
};

/** One REFERRAL promotion for each seed merchant that exists and runs none (invite friends, spec 2 §2). */
export async function seedReferralPromotion(db: Db, now = Date.now()): Promise<void> {
  for (const seed of MERCHANT_SEEDS) {
    const code = seed.merchant.code;
    const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, code));
    const [existing] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantCode, code), eq(promotions.promotionType, 'REFERRAL')))
      .limit(1);
    if (!merchant || existing) continue;
    const name = `gift-referral-${code}`;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({
          merchantCode: code,
          promotionType: 'REFERRAL',
          // spec 2 §6: the referral promotion's member-centre button is for isAgent 0
          allowedAgentTypes: ['0'],
          startsAt: new Date(now - 86_400_000),
          images: [{ url: `${PROMOTION_ART_PATH}/${name}.svg`, imageId: name }],
          sortOrder: 100,
        })
        .returning({ id: promotions.id });
      await tx
        .insert(promotionTexts)
        .values(seed.merchant.languages.map((lang) => ({ promotionId: row!.id, lang, title: COPY[lang][0], content: promotionHtml(COPY[lang]) })));
    });
  }
}
