import type { Language } from '@lotto/contract';

/**
 * The demo home content's text in every site language (spec 1 §9 languages): banners, notices and
 * popups. Notices are six kinds, each written once per language and seeded twice with different
 * figures (dates, games, channels), so a merchant gets twelve distinct notices per language.
 */
export interface NoticeVars {
  site: string;
  date: string;
  from: string;
  to: string;
  game: string;
  lottery: string;
  minutes: number;
  channel: string;
  version: string;
}

type Text = (v: NoticeVars) => string;
export const NOTICE_KINDS = ['maintenance', 'newGame', 'drawSchedule', 'depositChannel', 'withdrawalTime', 'siteUpdate'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface HomeCopy {
  /** Home banners (w_home) in order: welcome, lottery, featured game, fast deposit, promotions; then the promotions page banner (w_promotion). */
  banners: [string, string][];
  notices: Record<NoticeKind, { title: Text; body: Text }>;
  /** Popups: a welcome (every visit, A) and a security reminder (first visit, F). */
  popups: [{ title: Text; body: Text }, { title: Text; body: Text }];
}

const p = (...parts: string[]) => parts.map((s) => `<p>${s}</p>`).join('');

const ZH_HANS: HomeCopy = {
  banners: [
    ['新会员欢迎礼', '注册即可开启您的好运之旅'],
    ['每分钟开奖', '快3、时时彩、11选5 全天不停'],
    ['本周精选游戏', '立即进入，畅玩热门老虎机'],
    ['极速存款', '多种渠道，数分钟到账'],
    ['精彩优惠活动', '每周更新，奖励不断'],
    ['优惠活动中心', '查看全部活动并立即申请'],
  ],
  notices: {
    maintenance: { title: (v) => `系统维护通知（${v.date}）`, body: (v) => p(`${v.site} 将于 ${v.date} ${v.from} 至 ${v.to}（UTC）进行例行维护。`, '维护期间将暂停登录、存款与游戏，余额不受影响。给您带来不便，敬请谅解。') },
    newGame: { title: (v) => `新游戏上线：${v.game}`, body: (v) => p(`<strong>${v.game}</strong> 现已上线，欢迎在电子游艺大厅体验。`, '支持免费试玩，祝您好运！') },
    drawSchedule: { title: (v) => `${v.lottery} 开奖频率调整`, body: (v) => p(`自即日起，${v.lottery} 每 ${v.minutes} 分钟开奖一期。`, '每期开奖种子于封盘前公布哈希值，开奖后公开，任何人均可验证。') },
    depositChannel: { title: (v) => `新增存款渠道：${v.channel}`, body: (v) => p(`会员中心现已支持 ${v.channel} 存款。`, '请务必按页面显示的金额与账户信息付款，以便快速到账。') },
    withdrawalTime: { title: (v) => `提款处理时间缩短至 ${v.minutes} 分钟`, body: (v) => p(`正常情况下，提款申请将在 ${v.minutes} 分钟内完成审核。`, '如遇高峰时段可能稍有延迟，请耐心等候。') },
    siteUpdate: { title: (v) => `网站更新 ${v.version}`, body: (v) => p(`${v.site} 已更新至 ${v.version}：页面加载更快，手机操作更顺畅。`, '如发现任何问题，欢迎通过意见反馈告诉我们。') },
  },
  popups: [
    { title: (v) => `欢迎来到 ${v.site}`, body: () => p('每日开奖、热门游戏与专属优惠尽在这里。', '请理性娱乐，量力而行。') },
    { title: () => '账户安全提醒', body: () => p('请开启双重验证，并且不要向任何人透露您的密码或验证码。', '客服人员绝不会向您索取密码。') },
  ],
};

const ZH_HANT: HomeCopy = {
  banners: [
    ['新會員歡迎禮', '註冊即可開啟您的好運之旅'],
    ['每分鐘開獎', '快3、時時彩、11選5 全天不停'],
    ['本週精選遊戲', '立即進入，暢玩熱門老虎機'],
    ['極速存款', '多種渠道，數分鐘到賬'],
    ['精彩優惠活動', '每週更新，獎勵不斷'],
    ['優惠活動中心', '查看全部活動並立即申請'],
  ],
  notices: {
    maintenance: { title: (v) => `系統維護通知（${v.date}）`, body: (v) => p(`${v.site} 將於 ${v.date} ${v.from} 至 ${v.to}（UTC）進行例行維護。`, '維護期間將暫停登入、存款與遊戲，餘額不受影響。造成不便，敬請見諒。') },
    newGame: { title: (v) => `新遊戲上線：${v.game}`, body: (v) => p(`<strong>${v.game}</strong> 現已上線，歡迎在電子遊藝大廳體驗。`, '支援免費試玩，祝您好運！') },
    drawSchedule: { title: (v) => `${v.lottery} 開獎頻率調整`, body: (v) => p(`即日起，${v.lottery} 每 ${v.minutes} 分鐘開獎一期。`, '每期開獎種子於封盤前公布雜湊值，開獎後公開，任何人皆可驗證。') },
    depositChannel: { title: (v) => `新增存款渠道：${v.channel}`, body: (v) => p(`會員中心現已支援 ${v.channel} 存款。`, '請務必按頁面顯示的金額與帳戶資訊付款，以便快速到賬。') },
    withdrawalTime: { title: (v) => `提款處理時間縮短至 ${v.minutes} 分鐘`, body: (v) => p(`正常情況下，提款申請將在 ${v.minutes} 分鐘內完成審核。`, '如遇高峰時段可能稍有延遲，請耐心等候。') },
    siteUpdate: { title: (v) => `網站更新 ${v.version}`, body: (v) => p(`${v.site} 已更新至 ${v.version}：頁面載入更快，手機操作更順暢。`, '如發現任何問題，歡迎透過意見回饋告訴我們。') },
  },
  popups: [
    { title: (v) => `歡迎來到 ${v.site}`, body: () => p('每日開獎、熱門遊戲與專屬優惠盡在這裡。', '請理性娛樂，量力而為。') },
    { title: () => '帳戶安全提醒', body: () => p('請開啟雙重驗證，並且不要向任何人透露您的密碼或驗證碼。', '客服人員絕不會向您索取密碼。') },
  ],
};

const EN: HomeCopy = {
  banners: [
    ['Welcome bonus for new members', 'Sign up today and start your lucky streak'],
    ['Draws every minute', 'K3, SSC and 11x5 around the clock'],
    ['Game of the week', 'Jump straight into this week’s hottest slot'],
    ['Deposits in minutes', 'Many channels, credited fast'],
    ['Promotions that never stop', 'New rewards every week'],
    ['All promotions', 'Browse every offer and apply in one tap'],
  ],
  notices: {
    maintenance: { title: (v) => `Scheduled maintenance on ${v.date}`, body: (v) => p(`${v.site} will be under routine maintenance on ${v.date} from ${v.from} to ${v.to} (UTC).`, 'Log-in, deposits and games pause during the work; your balance is not affected. Thank you for your patience.') },
    newGame: { title: (v) => `New game: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong> is now live in the slots lobby.`, 'Try it for free first — good luck!') },
    drawSchedule: { title: (v) => `${v.lottery} now draws every ${v.minutes} minutes`, body: (v) => p(`From today ${v.lottery} draws one issue every ${v.minutes} minutes.`, 'Each draw’s seed hash is published before sales close and the seed after the draw, so anyone can verify it.') },
    depositChannel: { title: (v) => `New deposit channel: ${v.channel}`, body: (v) => p(`You can now deposit with ${v.channel} from the member centre.`, 'Pay exactly the amount and account shown on the page so your deposit is credited quickly.') },
    withdrawalTime: { title: (v) => `Withdrawals now processed within ${v.minutes} minutes`, body: (v) => p(`Withdrawal requests are normally reviewed within ${v.minutes} minutes.`, 'At peak times it may take a little longer; thank you for waiting.') },
    siteUpdate: { title: (v) => `Site update ${v.version}`, body: (v) => p(`${v.site} is updated to ${v.version}: faster pages and smoother play on phones.`, 'Spotted a problem? Tell us through Feedback.') },
  },
  popups: [
    { title: (v) => `Welcome to ${v.site}`, body: () => p('Daily draws, hot games and member-only offers, all in one place.', 'Play responsibly and within your limits.') },
    { title: () => 'Keep your account safe', body: () => p('Turn on two-factor verification and never share your password or codes with anyone.', 'Our support staff will never ask for your password.') },
  ],
};

const JA: HomeCopy = {
  banners: [
    ['新規会員ウェルカムボーナス', '今すぐ登録して幸運をつかもう'],
    ['毎分抽選', 'K3・SSC・11x5 が24時間'],
    ['今週のおすすめゲーム', '人気スロットを今すぐプレイ'],
    ['スピード入金', '多彩な方法で数分で反映'],
    ['お得なキャンペーン', '毎週新しい特典をお届け'],
    ['キャンペーン一覧', 'すべての特典を見てすぐに申請'],
  ],
  notices: {
    maintenance: { title: (v) => `${v.date} 定期メンテナンスのお知らせ`, body: (v) => p(`${v.site} は ${v.date} ${v.from}〜${v.to}（UTC）に定期メンテナンスを行います。`, 'メンテナンス中はログイン・入金・ゲームが停止しますが、残高には影響ありません。ご理解をお願いいたします。') },
    newGame: { title: (v) => `新作ゲーム：${v.game}`, body: (v) => p(`<strong>${v.game}</strong> がスロットロビーに登場しました。`, 'まずは無料でお試しください。幸運を！') },
    drawSchedule: { title: (v) => `${v.lottery} の抽選間隔が ${v.minutes} 分に`, body: (v) => p(`本日より ${v.lottery} は ${v.minutes} 分ごとに1回抽選します。`, '各回のシードのハッシュは販売締切前に公開され、シードは抽選後に公開されるため、誰でも検証できます。') },
    depositChannel: { title: (v) => `新しい入金方法：${v.channel}`, body: (v) => p(`会員センターから ${v.channel} で入金できるようになりました。`, '画面に表示された金額と口座へ正確にお支払いいただくと、すばやく反映されます。') },
    withdrawalTime: { title: (v) => `出金処理が ${v.minutes} 分以内に`, body: (v) => p(`出金申請は通常 ${v.minutes} 分以内に審査されます。`, '混雑時は少しお時間をいただく場合があります。') },
    siteUpdate: { title: (v) => `サイト更新 ${v.version}`, body: (v) => p(`${v.site} を ${v.version} に更新しました。ページがより速く、スマートフォンでの操作がより快適になりました。`, '不具合はご意見フォームからお知らせください。') },
  },
  popups: [
    { title: (v) => `${v.site} へようこそ`, body: () => p('毎日の抽選、人気ゲーム、会員限定特典がここに。', '節度を守って楽しみましょう。') },
    { title: () => 'アカウントの安全について', body: () => p('二段階認証を有効にし、パスワードや認証コードは誰にも教えないでください。', 'サポートがパスワードを尋ねることはありません。') },
  ],
};

const KO: HomeCopy = {
  banners: [
    ['신규 회원 웰컴 보너스', '지금 가입하고 행운을 시작하세요'],
    ['매분 추첨', 'K3, SSC, 11x5 24시간 진행'],
    ['이번 주 추천 게임', '인기 슬롯을 바로 즐기세요'],
    ['빠른 입금', '다양한 방법, 몇 분 안에 반영'],
    ['끝없는 프로모션', '매주 새로운 혜택'],
    ['전체 프로모션', '모든 혜택을 보고 바로 신청하세요'],
  ],
  notices: {
    maintenance: { title: (v) => `${v.date} 정기 점검 안내`, body: (v) => p(`${v.site}은(는) ${v.date} ${v.from}~${v.to}(UTC)에 정기 점검을 진행합니다.`, '점검 중에는 로그인, 입금, 게임이 중단되며 잔액에는 영향이 없습니다. 양해 부탁드립니다.') },
    newGame: { title: (v) => `신규 게임: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong>이(가) 슬롯 로비에 출시되었습니다.`, '먼저 무료로 체험해 보세요. 행운을 빕니다!') },
    drawSchedule: { title: (v) => `${v.lottery} 추첨 간격 ${v.minutes}분으로 변경`, body: (v) => p(`오늘부터 ${v.lottery}은(는) ${v.minutes}분마다 한 회차를 추첨합니다.`, '각 회차의 시드 해시는 판매 마감 전에, 시드는 추첨 후에 공개되어 누구나 검증할 수 있습니다.') },
    depositChannel: { title: (v) => `새 입금 수단: ${v.channel}`, body: (v) => p(`이제 회원 센터에서 ${v.channel}(으)로 입금할 수 있습니다.`, '화면에 표시된 금액과 계좌로 정확히 입금하시면 빠르게 반영됩니다.') },
    withdrawalTime: { title: (v) => `출금 처리 ${v.minutes}분 이내로 단축`, body: (v) => p(`출금 신청은 보통 ${v.minutes}분 이내에 검토됩니다.`, '이용이 많은 시간대에는 조금 더 걸릴 수 있습니다.') },
    siteUpdate: { title: (v) => `사이트 업데이트 ${v.version}`, body: (v) => p(`${v.site}이(가) ${v.version}(으)로 업데이트되었습니다. 페이지가 더 빨라지고 모바일 이용이 더 편해졌습니다.`, '문제가 있으면 의견 보내기로 알려 주세요.') },
  },
  popups: [
    { title: (v) => `${v.site}에 오신 것을 환영합니다`, body: () => p('매일 추첨, 인기 게임, 회원 전용 혜택을 한곳에서.', '책임감 있게, 한도 안에서 즐기세요.') },
    { title: () => '계정 보안 안내', body: () => p('2단계 인증을 켜고 비밀번호나 인증 코드를 누구와도 공유하지 마세요.', '고객센터는 절대 비밀번호를 묻지 않습니다.') },
  ],
};

const ID: HomeCopy = {
  banners: [
    ['Bonus sambutan member baru', 'Daftar hari ini dan mulai keberuntunganmu'],
    ['Undian setiap menit', 'K3, SSC dan 11x5 sepanjang hari'],
    ['Game pilihan minggu ini', 'Langsung main slot terpopuler'],
    ['Deposit dalam hitungan menit', 'Banyak metode, masuk dengan cepat'],
    ['Promosi tanpa henti', 'Hadiah baru setiap minggu'],
    ['Semua promosi', 'Lihat semua penawaran dan ajukan sekarang'],
  ],
  notices: {
    maintenance: { title: (v) => `Pemeliharaan terjadwal ${v.date}`, body: (v) => p(`${v.site} akan menjalani pemeliharaan rutin pada ${v.date} pukul ${v.from}–${v.to} (UTC).`, 'Login, deposit dan permainan dihentikan sementara; saldo Anda tidak terpengaruh. Terima kasih atas kesabaran Anda.') },
    newGame: { title: (v) => `Game baru: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong> kini tersedia di lobi slot.`, 'Coba gratis dulu — semoga beruntung!') },
    drawSchedule: { title: (v) => `${v.lottery} kini diundi setiap ${v.minutes} menit`, body: (v) => p(`Mulai hari ini ${v.lottery} mengundi satu periode setiap ${v.minutes} menit.`, 'Hash seed setiap undian diumumkan sebelum penjualan ditutup dan seed-nya setelah undian, sehingga siapa pun dapat memverifikasinya.') },
    depositChannel: { title: (v) => `Metode deposit baru: ${v.channel}`, body: (v) => p(`Kini Anda dapat deposit melalui ${v.channel} dari pusat member.`, 'Bayar tepat sesuai jumlah dan rekening yang ditampilkan agar deposit cepat masuk.') },
    withdrawalTime: { title: (v) => `Penarikan kini diproses dalam ${v.minutes} menit`, body: (v) => p(`Permintaan penarikan biasanya ditinjau dalam ${v.minutes} menit.`, 'Pada jam sibuk mungkin sedikit lebih lama; terima kasih telah menunggu.') },
    siteUpdate: { title: (v) => `Pembaruan situs ${v.version}`, body: (v) => p(`${v.site} diperbarui ke ${v.version}: halaman lebih cepat dan lebih lancar di ponsel.`, 'Menemukan masalah? Sampaikan melalui Masukan.') },
  },
  popups: [
    { title: (v) => `Selamat datang di ${v.site}`, body: () => p('Undian harian, game populer dan penawaran khusus member, semua di satu tempat.', 'Bermainlah secara bertanggung jawab.') },
    { title: () => 'Jaga keamanan akun Anda', body: () => p('Aktifkan verifikasi dua langkah dan jangan pernah membagikan kata sandi atau kode Anda.', 'Layanan pelanggan kami tidak akan pernah meminta kata sandi Anda.') },
  ],
};

const ES: HomeCopy = {
  banners: [
    ['Bono de bienvenida para nuevos miembros', 'Regístrate hoy y empieza tu racha de suerte'],
    ['Sorteos cada minuto', 'K3, SSC y 11x5 a todas horas'],
    ['Juego de la semana', 'Entra ya en la tragamonedas más popular'],
    ['Depósitos en minutos', 'Muchos métodos, acreditados al instante'],
    ['Promociones sin fin', 'Nuevas recompensas cada semana'],
    ['Todas las promociones', 'Mira cada oferta y solicítala en un toque'],
  ],
  notices: {
    maintenance: { title: (v) => `Mantenimiento programado el ${v.date}`, body: (v) => p(`${v.site} estará en mantenimiento rutinario el ${v.date} de ${v.from} a ${v.to} (UTC).`, 'El acceso, los depósitos y los juegos se pausan durante el trabajo; tu saldo no se ve afectado. Gracias por tu paciencia.') },
    newGame: { title: (v) => `Nuevo juego: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong> ya está disponible en el lobby de tragamonedas.`, 'Pruébalo gratis primero. ¡Buena suerte!') },
    drawSchedule: { title: (v) => `${v.lottery} ahora sortea cada ${v.minutes} minutos`, body: (v) => p(`Desde hoy ${v.lottery} sortea un número cada ${v.minutes} minutos.`, 'El hash de la semilla de cada sorteo se publica antes del cierre de ventas y la semilla después del sorteo, así cualquiera puede verificarlo.') },
    depositChannel: { title: (v) => `Nuevo método de depósito: ${v.channel}`, body: (v) => p(`Ya puedes depositar con ${v.channel} desde el centro de miembros.`, 'Paga exactamente el importe y la cuenta que muestra la página para que se acredite rápido.') },
    withdrawalTime: { title: (v) => `Retiros procesados en menos de ${v.minutes} minutos`, body: (v) => p(`Las solicitudes de retiro se revisan normalmente en ${v.minutes} minutos.`, 'En horas punta puede tardar un poco más; gracias por esperar.') },
    siteUpdate: { title: (v) => `Actualización del sitio ${v.version}`, body: (v) => p(`${v.site} se actualizó a ${v.version}: páginas más rápidas y mejor juego en el móvil.`, '¿Ves algún problema? Cuéntanoslo en Comentarios.') },
  },
  popups: [
    { title: (v) => `Bienvenido a ${v.site}`, body: () => p('Sorteos diarios, juegos populares y ofertas exclusivas, todo en un lugar.', 'Juega con responsabilidad y dentro de tus límites.') },
    { title: () => 'Protege tu cuenta', body: () => p('Activa la verificación en dos pasos y nunca compartas tu contraseña ni tus códigos.', 'Nuestro soporte nunca te pedirá la contraseña.') },
  ],
};

const VI: HomeCopy = {
  banners: [
    ['Thưởng chào mừng thành viên mới', 'Đăng ký hôm nay, bắt đầu vận may'],
    ['Quay thưởng mỗi phút', 'K3, SSC và 11x5 suốt ngày đêm'],
    ['Trò chơi nổi bật tuần này', 'Vào ngay slot được yêu thích nhất'],
    ['Nạp tiền trong vài phút', 'Nhiều kênh, ghi có nhanh chóng'],
    ['Khuyến mãi liên tục', 'Phần thưởng mới mỗi tuần'],
    ['Tất cả khuyến mãi', 'Xem mọi ưu đãi và đăng ký ngay'],
  ],
  notices: {
    maintenance: { title: (v) => `Bảo trì định kỳ ngày ${v.date}`, body: (v) => p(`${v.site} sẽ bảo trì định kỳ vào ngày ${v.date} từ ${v.from} đến ${v.to} (UTC).`, 'Đăng nhập, nạp tiền và trò chơi tạm dừng trong thời gian này; số dư của bạn không bị ảnh hưởng. Cảm ơn bạn đã kiên nhẫn.') },
    newGame: { title: (v) => `Trò chơi mới: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong> đã có mặt tại sảnh slot.`, 'Hãy chơi thử miễn phí trước — chúc may mắn!') },
    drawSchedule: { title: (v) => `${v.lottery} nay quay mỗi ${v.minutes} phút`, body: (v) => p(`Từ hôm nay ${v.lottery} quay một kỳ sau mỗi ${v.minutes} phút.`, 'Mã băm hạt giống của mỗi kỳ được công bố trước khi đóng cược và hạt giống sau khi quay, ai cũng có thể kiểm chứng.') },
    depositChannel: { title: (v) => `Kênh nạp tiền mới: ${v.channel}`, body: (v) => p(`Giờ bạn có thể nạp tiền qua ${v.channel} tại trung tâm thành viên.`, 'Hãy chuyển đúng số tiền và tài khoản hiển thị để được ghi có nhanh.') },
    withdrawalTime: { title: (v) => `Rút tiền nay xử lý trong ${v.minutes} phút`, body: (v) => p(`Yêu cầu rút tiền thường được duyệt trong ${v.minutes} phút.`, 'Giờ cao điểm có thể lâu hơn một chút; cảm ơn bạn đã chờ.') },
    siteUpdate: { title: (v) => `Cập nhật trang ${v.version}`, body: (v) => p(`${v.site} đã cập nhật lên ${v.version}: trang tải nhanh hơn, chơi mượt hơn trên điện thoại.`, 'Gặp sự cố? Hãy cho chúng tôi biết qua Góp ý.') },
  },
  popups: [
    { title: (v) => `Chào mừng đến ${v.site}`, body: () => p('Quay thưởng hằng ngày, trò chơi hot và ưu đãi dành riêng cho thành viên.', 'Hãy chơi có trách nhiệm.') },
    { title: () => 'Bảo vệ tài khoản của bạn', body: () => p('Bật xác minh hai bước và không bao giờ chia sẻ mật khẩu hay mã xác minh.', 'Bộ phận hỗ trợ không bao giờ hỏi mật khẩu của bạn.') },
  ],
};

const TA: HomeCopy = {
  banners: [
    ['புதிய உறுப்பினர் வரவேற்பு போனஸ்', 'இன்றே பதிவு செய்து அதிர்ஷ்டத்தைத் தொடங்குங்கள்'],
    ['ஒவ்வொரு நிமிடமும் குலுக்கல்', 'K3, SSC, 11x5 நாள் முழுவதும்'],
    ['இந்த வாரச் சிறப்பு விளையாட்டு', 'பிரபல ஸ்லாட்டை இப்போதே விளையாடுங்கள்'],
    ['நிமிடங்களில் வைப்பு', 'பல வழிகள், விரைவான வரவு'],
    ['தொடரும் சலுகைகள்', 'ஒவ்வொரு வாரமும் புதிய வெகுமதிகள்'],
    ['அனைத்துச் சலுகைகள்', 'எல்லாச் சலுகைகளையும் பார்த்து உடனே விண்ணப்பியுங்கள்'],
  ],
  notices: {
    maintenance: { title: (v) => `${v.date} திட்டமிட்ட பராமரிப்பு`, body: (v) => p(`${v.site} ${v.date} அன்று ${v.from} முதல் ${v.to} வரை (UTC) வழக்கமான பராமரிப்பில் இருக்கும்.`, 'அப்போது உள்நுழைவு, வைப்பு, விளையாட்டுகள் நிறுத்தப்படும்; உங்கள் இருப்பு பாதிக்கப்படாது. பொறுமைக்கு நன்றி.') },
    newGame: { title: (v) => `புதிய விளையாட்டு: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong> இப்போது ஸ்லாட் அரங்கில் கிடைக்கிறது.`, 'முதலில் இலவசமாக முயற்சி செய்யுங்கள் — வாழ்த்துகள்!') },
    drawSchedule: { title: (v) => `${v.lottery} இனி ஒவ்வொரு ${v.minutes} நிமிடமும்`, body: (v) => p(`இன்று முதல் ${v.lottery} ஒவ்வொரு ${v.minutes} நிமிடத்திற்கும் ஒரு சுற்று குலுக்கப்படும்.`, 'ஒவ்வொரு குலுக்கலின் விதை ஹாஷ் விற்பனை முடியும் முன்பும், விதை குலுக்கலுக்குப் பின்பும் வெளியிடப்படுவதால் யாரும் சரிபார்க்கலாம்.') },
    depositChannel: { title: (v) => `புதிய வைப்பு வழி: ${v.channel}`, body: (v) => p(`உறுப்பினர் மையத்திலிருந்து இப்போது ${v.channel} மூலம் வைப்பு செய்யலாம்.`, 'பக்கத்தில் காட்டப்படும் தொகையையும் கணக்கையும் சரியாகச் செலுத்தினால் விரைவில் வரவு வைக்கப்படும்.') },
    withdrawalTime: { title: (v) => `பணம் எடுப்பு இனி ${v.minutes} நிமிடங்களில்`, body: (v) => p(`பணம் எடுக்கும் கோரிக்கைகள் வழக்கமாக ${v.minutes} நிமிடங்களில் பரிசீலிக்கப்படும்.`, 'நெரிசல் நேரங்களில் சற்று தாமதமாகலாம்; காத்திருந்தமைக்கு நன்றி.') },
    siteUpdate: { title: (v) => `தளப் புதுப்பிப்பு ${v.version}`, body: (v) => p(`${v.site} ${v.version} ஆகப் புதுப்பிக்கப்பட்டது: வேகமான பக்கங்கள், கைபேசியில் சீரான விளையாட்டு.`, 'சிக்கல் கண்டீர்களா? கருத்து மூலம் தெரிவியுங்கள்.') },
  },
  popups: [
    { title: (v) => `${v.site} உங்களை வரவேற்கிறது`, body: () => p('தினசரி குலுக்கல்கள், பிரபல விளையாட்டுகள், உறுப்பினர் சலுகைகள் ஒரே இடத்தில்.', 'பொறுப்புடன் விளையாடுங்கள்.') },
    { title: () => 'உங்கள் கணக்கைப் பாதுகாப்பாக வைத்திருங்கள்', body: () => p('இரு-படி சரிபார்ப்பை இயக்குங்கள்; கடவுச்சொல்லையோ குறியீடுகளையோ யாருடனும் பகிராதீர்கள்.', 'எங்கள் உதவிக் குழு ஒருபோதும் கடவுச்சொல்லைக் கேட்காது.') },
  ],
};

const TH: HomeCopy = {
  banners: [
    ['โบนัสต้อนรับสมาชิกใหม่', 'สมัครวันนี้ เริ่มต้นความโชคดีของคุณ'],
    ['ออกรางวัลทุกนาที', 'K3, SSC และ 11x5 ตลอด 24 ชั่วโมง'],
    ['เกมแนะนำประจำสัปดาห์', 'เข้าเล่นสล็อตยอดนิยมได้ทันที'],
    ['ฝากเงินในไม่กี่นาที', 'หลายช่องทาง เข้าบัญชีรวดเร็ว'],
    ['โปรโมชั่นไม่หยุด', 'รางวัลใหม่ทุกสัปดาห์'],
    ['โปรโมชั่นทั้งหมด', 'ดูทุกข้อเสนอและสมัครได้ในคลิกเดียว'],
  ],
  notices: {
    maintenance: { title: (v) => `ปิดปรับปรุงระบบวันที่ ${v.date}`, body: (v) => p(`${v.site} จะปิดปรับปรุงตามรอบในวันที่ ${v.date} เวลา ${v.from}–${v.to} (UTC)`, 'ระหว่างนี้จะงดการเข้าสู่ระบบ การฝากเงิน และเกม ยอดเงินของคุณไม่ได้รับผลกระทบ ขอบคุณที่รอคอย') },
    newGame: { title: (v) => `เกมใหม่: ${v.game}`, body: (v) => p(`<strong>${v.game}</strong> เปิดให้เล่นแล้วในล็อบบี้สล็อต`, 'ลองเล่นฟรีก่อนได้ ขอให้โชคดี!') },
    drawSchedule: { title: (v) => `${v.lottery} ออกรางวัลทุก ${v.minutes} นาที`, body: (v) => p(`ตั้งแต่วันนี้ ${v.lottery} ออกรางวัลงวดละ ${v.minutes} นาที`, 'แฮชของซีดแต่ละงวดเผยแพร่ก่อนปิดรับแทง และเปิดเผยซีดหลังออกรางวัล ทุกคนจึงตรวจสอบได้') },
    depositChannel: { title: (v) => `ช่องทางฝากเงินใหม่: ${v.channel}`, body: (v) => p(`ตอนนี้คุณฝากเงินผ่าน ${v.channel} ได้จากศูนย์สมาชิก`, 'โปรดโอนตามยอดและบัญชีที่แสดงบนหน้าเว็บ เพื่อให้เงินเข้าเร็วที่สุด') },
    withdrawalTime: { title: (v) => `ถอนเงินเสร็จภายใน ${v.minutes} นาที`, body: (v) => p(`คำขอถอนเงินโดยปกติจะได้รับการตรวจสอบภายใน ${v.minutes} นาที`, 'ช่วงเวลาที่มีผู้ใช้มากอาจช้ากว่านี้เล็กน้อย ขอบคุณที่รอ') },
    siteUpdate: { title: (v) => `อัปเดตเว็บไซต์ ${v.version}`, body: (v) => p(`${v.site} อัปเดตเป็น ${v.version} แล้ว: หน้าเว็บเร็วขึ้น เล่นบนมือถือลื่นขึ้น`, 'พบปัญหา? แจ้งเราผ่านความคิดเห็น') },
  },
  popups: [
    { title: (v) => `ยินดีต้อนรับสู่ ${v.site}`, body: () => p('ออกรางวัลทุกวัน เกมยอดนิยม และข้อเสนอเฉพาะสมาชิก ครบในที่เดียว', 'โปรดเล่นอย่างมีความรับผิดชอบ') },
    { title: () => 'รักษาบัญชีของคุณให้ปลอดภัย', body: () => p('เปิดการยืนยันสองขั้นตอน และอย่าบอกรหัสผ่านหรือรหัสยืนยันแก่ผู้ใด', 'ฝ่ายบริการลูกค้าจะไม่ขอรหัสผ่านของคุณ') },
  ],
};

export const HOME_COPY: Record<Language, HomeCopy> = { CN: ZH_HANS, TW: ZH_HANT, HK: ZH_HANT, EN, JA, KO, ID, ES, VI, TA, TH };
