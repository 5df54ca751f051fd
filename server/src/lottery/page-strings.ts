/**
 * Strings of the demo lottery page in the site's 11 languages. No DOM here: the page code
 * (`client/lottery.ts`) picks a table by `<body data-lang>`, and `page-strings.test.ts` checks from
 * Node that every language has every key. Each table is typed `LotteryStrings`, so a missing key
 * fails `tsc`.
 */

export const LOTTERY_LANGUAGES = ['CN', 'TW', 'HK', 'EN', 'JA', 'KO', 'ID', 'ES', 'VI', 'TA', 'TH'] as const;
export type LotteryLanguage = (typeof LOTTERY_LANGUAGES)[number];

const EN = {
  lobby: 'Lottery lobby',
  back: 'All lotteries',
  balance: 'Balance',
  issue: 'Issue',
  opensIn: 'Betting opens in',
  closesIn: 'Betting closes in',
  drawIn: 'Draw in',
  closed: 'Betting closed — drawing',
  commitment: 'Seed commitment (SHA-256)',
  commitmentHelp: 'Published before betting closes; the seed is revealed with the result so anyone can recompute the numbers.',
  play: 'Play',
  pick: 'Your pick',
  amount: 'Amount',
  placeBet: 'Place bet',
  placing: 'Placing…',
  placed: 'Bet placed on issue',
  results: 'Latest results',
  verify: 'Verify',
  verified: 'Verified: SHA-256(seed) matches and the numbers recompute',
  mismatch: 'Does not verify',
  rawJson: 'JSON',
  myBets: 'My bets',
  noBets: 'No bets yet.',
  noResults: 'No draws yet.',
  odds: 'odds',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Refunded',
  betNow: 'Bet now',
  last: 'Last result',
  session: 'This lottery session is over. Open the lottery again from the site.',
  error: 'Something went wrong. Please try again.',
  pos1: '1st digit', pos2: '2nd digit', pos3: '3rd digit', pos4: '4th digit', pos5: '5th digit',
  sum: 'Sum big/small/odd/even', any1: 'Any one number', last2: 'Last 2 digits', special2: 'Special prize, last 2',
  big: 'Big', small: 'Small', odd: 'Odd', even: 'Even',
  slip: 'Your numbers', clear: 'Clear', total: 'Total', traditional: 'Traditional', entertainment: 'Entertainment',
};
export type LotteryKey = keyof typeof EN;
/** One language's table: every key required. */
export type LotteryStrings = Record<LotteryKey, string>;

const CN: LotteryStrings = {
  lobby: '彩票大厅', back: '全部彩种', balance: '余额', issue: '期号', opensIn: '距开盘', closesIn: '距封盘', drawIn: '距开奖', closed: '已封盘，等待开奖',
  commitment: '种子承诺 (SHA-256)', commitmentHelp: '封盘前公布；开奖时公开种子，任何人都可以重新计算开奖号码。',
  play: '玩法', pick: '选号', amount: '金额', placeBet: '投注', placing: '投注中…', placed: '投注成功，期号', results: '最新开奖',
  verify: '验证', verified: '已验证：种子哈希一致，号码可重算', mismatch: '验证失败', rawJson: 'JSON', myBets: '我的投注', noBets: '暂无投注。',
  noResults: '暂无开奖。', odds: '赔率', open: '未开奖', won: '中奖', lost: '未中奖', void: '已退款', betNow: '立即投注', last: '上期开奖',
  session: '彩票会话已结束，请从网站重新进入。', error: '出错了，请重试。',
  pos1: '第一位', pos2: '第二位', pos3: '第三位', pos4: '第四位', pos5: '第五位', sum: '总和大小单双', any1: '任选一', last2: '后二', special2: '特别奖后二',
  big: '大', small: '小', odd: '单', even: '双',
  slip: '已选号码', clear: '清空', total: '合计', traditional: '传统', entertainment: '娱乐',
};

const TW: LotteryStrings = {
  lobby: '彩票大廳', back: '全部彩種', balance: '餘額', issue: '期號', opensIn: '距開盤', closesIn: '距封盤', drawIn: '距開獎', closed: '已封盤，等待開獎',
  commitment: '種子承諾 (SHA-256)', commitmentHelp: '封盤前公布；開獎時公開種子，任何人都可以重新計算開獎號碼。',
  play: '玩法', pick: '選號', amount: '金額', placeBet: '投注', placing: '投注中…', placed: '投注成功，期號', results: '最新開獎',
  verify: '驗證', verified: '已驗證：種子雜湊一致，號碼可重算', mismatch: '驗證失敗', rawJson: 'JSON', myBets: '我的投注', noBets: '尚無投注。',
  noResults: '尚無開獎。', odds: '賠率', open: '未開獎', won: '中獎', lost: '未中獎', void: '已退款', betNow: '立即投注', last: '上期開獎',
  session: '彩票工作階段已結束，請從網站重新進入。', error: '發生錯誤，請重試。',
  pos1: '第一位', pos2: '第二位', pos3: '第三位', pos4: '第四位', pos5: '第五位', sum: '總和大小單雙', any1: '任選一', last2: '後二', special2: '特別獎後二',
  big: '大', small: '小', odd: '單', even: '雙',
  slip: '已選號碼', clear: '清空', total: '合計', traditional: '傳統', entertainment: '娛樂',
};

const HK: LotteryStrings = {
  lobby: '彩票大堂', back: '全部彩種', balance: '餘額', issue: '期號', opensIn: '距開始投注', closesIn: '距截止投注', drawIn: '距開獎', closed: '已截止投注，等待開獎',
  commitment: '種子承諾 (SHA-256)', commitmentHelp: '截止投注前公佈；開獎時公開種子，任何人都可以重新計算開獎號碼。',
  play: '玩法', pick: '選號', amount: '金額', placeBet: '投注', placing: '投注中…', placed: '投注成功，期號', results: '最新開獎',
  verify: '驗證', verified: '已驗證：種子雜湊值一致，號碼可重新計算', mismatch: '驗證失敗', rawJson: 'JSON', myBets: '我的投注', noBets: '暫無投注。',
  noResults: '暫無開獎。', odds: '賠率', open: '未開獎', won: '中獎', lost: '未中獎', void: '已退款', betNow: '立即投注', last: '上期開獎',
  session: '彩票連線已結束，請從網站重新進入。', error: '出現錯誤，請再試一次。',
  pos1: '第一位', pos2: '第二位', pos3: '第三位', pos4: '第四位', pos5: '第五位', sum: '總和大細單雙', any1: '任選一', last2: '後二', special2: '特別獎後二',
  big: '大', small: '細', odd: '單', even: '雙',
  slip: '已選號碼', clear: '清除', total: '合計', traditional: '傳統', entertainment: '娛樂',
};

const JA: LotteryStrings = {
  lobby: '宝くじロビー', back: 'すべての宝くじ', balance: '残高', issue: '回号', opensIn: '受付開始まで', closesIn: '締め切りまで', drawIn: '抽選まで', closed: '受付終了 — 抽選中',
  commitment: 'シードのコミットメント (SHA-256)', commitmentHelp: '受付終了前に公開されます。シードは結果とともに公開されるため、誰でも番号を再計算できます。',
  play: '賭け方', pick: 'あなたの選択', amount: '金額', placeBet: 'ベットする', placing: 'ベット中…', placed: 'ベットが完了しました。回号', results: '最新の結果',
  verify: '検証', verified: '検証済み：SHA-256(シード) が一致し、番号も再計算で一致しました', mismatch: '検証できません', rawJson: 'JSON', myBets: 'マイベット', noBets: 'まだベットはありません。',
  noResults: 'まだ抽選はありません。', odds: 'オッズ', open: '抽選待ち', won: '当選', lost: '落選', void: '返金済み', betNow: '今すぐベット', last: '前回の結果',
  session: 'この宝くじのセッションは終了しました。サイトからもう一度開いてください。', error: 'エラーが発生しました。もう一度お試しください。',
  pos1: '1桁目', pos2: '2桁目', pos3: '3桁目', pos4: '4桁目', pos5: '5桁目', sum: '合計 大/小/奇数/偶数', any1: '任意の1数字', last2: '下2桁', special2: '特別賞 下2桁',
  big: '大', small: '小', odd: '奇数', even: '偶数',
  slip: '選んだ番号', clear: 'クリア', total: '合計', traditional: 'トラディショナル', entertainment: 'エンターテインメント',
};

const KO: LotteryStrings = {
  lobby: '복권 로비', back: '전체 복권', balance: '잔액', issue: '회차', opensIn: '베팅 시작까지', closesIn: '베팅 마감까지', drawIn: '추첨까지', closed: '베팅 마감 — 추첨 중',
  commitment: '시드 커밋먼트 (SHA-256)', commitmentHelp: '베팅 마감 전에 공개되며, 시드는 결과와 함께 공개되어 누구나 번호를 다시 계산할 수 있습니다.',
  play: '게임 방식', pick: '내 선택', amount: '금액', placeBet: '베팅하기', placing: '베팅 중…', placed: '베팅 완료, 회차', results: '최근 결과',
  verify: '검증', verified: '검증됨: SHA-256(시드)가 일치하고 번호가 다시 계산됩니다', mismatch: '검증 실패', rawJson: 'JSON', myBets: '내 베팅', noBets: '아직 베팅이 없습니다.',
  noResults: '아직 추첨 결과가 없습니다.', odds: '배당', open: '추첨 대기', won: '당첨', lost: '낙첨', void: '환불됨', betNow: '지금 베팅', last: '지난 결과',
  session: '복권 세션이 종료되었습니다. 사이트에서 복권을 다시 열어 주세요.', error: '문제가 발생했습니다. 다시 시도해 주세요.',
  pos1: '첫째 자리', pos2: '둘째 자리', pos3: '셋째 자리', pos4: '넷째 자리', pos5: '다섯째 자리', sum: '합계 대/소/홀/짝', any1: '아무 숫자 하나', last2: '끝 2자리', special2: '특별상 끝 2자리',
  big: '대', small: '소', odd: '홀', even: '짝',
  slip: '선택한 번호', clear: '지우기', total: '합계', traditional: '전통', entertainment: '엔터테인먼트',
};

const ID: LotteryStrings = {
  lobby: 'Lobi lotere', back: 'Semua lotere', balance: 'Saldo', issue: 'Periode', opensIn: 'Taruhan dibuka dalam', closesIn: 'Taruhan ditutup dalam', drawIn: 'Undian dalam', closed: 'Taruhan ditutup — sedang diundi',
  commitment: 'Komitmen seed (SHA-256)', commitmentHelp: 'Diumumkan sebelum taruhan ditutup; seed dibuka bersama hasilnya sehingga siapa pun dapat menghitung ulang angkanya.',
  play: 'Jenis taruhan', pick: 'Pilihan Anda', amount: 'Jumlah', placeBet: 'Pasang taruhan', placing: 'Memasang…', placed: 'Taruhan dipasang pada periode', results: 'Hasil terbaru',
  verify: 'Verifikasi', verified: 'Terverifikasi: SHA-256(seed) cocok dan angkanya dapat dihitung ulang', mismatch: 'Tidak terverifikasi', rawJson: 'JSON', myBets: 'Taruhan saya', noBets: 'Belum ada taruhan.',
  noResults: 'Belum ada undian.', odds: 'odds', open: 'Menunggu hasil', won: 'Menang', lost: 'Kalah', void: 'Dikembalikan', betNow: 'Pasang sekarang', last: 'Hasil terakhir',
  session: 'Sesi lotere ini telah berakhir. Buka kembali lotere dari situs.', error: 'Terjadi kesalahan. Silakan coba lagi.',
  pos1: 'Digit ke-1', pos2: 'Digit ke-2', pos3: 'Digit ke-3', pos4: 'Digit ke-4', pos5: 'Digit ke-5', sum: 'Jumlah besar/kecil/ganjil/genap', any1: 'Satu angka bebas', last2: '2 digit terakhir', special2: 'Hadiah khusus, 2 digit terakhir',
  big: 'Besar', small: 'Kecil', odd: 'Ganjil', even: 'Genap',
  slip: 'Nomor Anda', clear: 'Hapus', total: 'Total', traditional: 'Tradisional', entertainment: 'Hiburan',
};

const ES: LotteryStrings = {
  lobby: 'Sala de loterías', back: 'Todas las loterías', balance: 'Saldo', issue: 'Sorteo', opensIn: 'Las apuestas abren en', closesIn: 'Las apuestas cierran en', drawIn: 'Sorteo en', closed: 'Apuestas cerradas — sorteando',
  commitment: 'Compromiso de semilla (SHA-256)', commitmentHelp: 'Se publica antes del cierre de apuestas; la semilla se revela con el resultado para que cualquiera pueda recalcular los números.',
  play: 'Jugada', pick: 'Tu elección', amount: 'Importe', placeBet: 'Apostar', placing: 'Apostando…', placed: 'Apuesta realizada en el sorteo', results: 'Últimos resultados',
  verify: 'Verificar', verified: 'Verificado: SHA-256(semilla) coincide y los números se recalculan', mismatch: 'No se verifica', rawJson: 'JSON', myBets: 'Mis apuestas', noBets: 'Aún no hay apuestas.',
  noResults: 'Aún no hay sorteos.', odds: 'cuota', open: 'Pendiente', won: 'Ganada', lost: 'Perdida', void: 'Reembolsada', betNow: 'Apostar ya', last: 'Último resultado',
  session: 'Esta sesión de lotería ha terminado. Vuelve a abrir la lotería desde el sitio.', error: 'Algo salió mal. Inténtalo de nuevo.',
  pos1: '1.ª cifra', pos2: '2.ª cifra', pos3: '3.ª cifra', pos4: '4.ª cifra', pos5: '5.ª cifra', sum: 'Suma mayor/menor/impar/par', any1: 'Un número cualquiera', last2: 'Últimas 2 cifras', special2: 'Premio especial, últimas 2',
  big: 'Mayor', small: 'Menor', odd: 'Impar', even: 'Par',
  slip: 'Tus números', clear: 'Borrar', total: 'Total', traditional: 'Tradicional', entertainment: 'Entretenimiento',
};

const VI: LotteryStrings = {
  lobby: 'Sảnh xổ số', back: 'Tất cả xổ số', balance: 'Số dư', issue: 'Kỳ', opensIn: 'Mở cược sau', closesIn: 'Đóng cược sau', drawIn: 'Quay thưởng sau', closed: 'Đã đóng cược — đang quay',
  commitment: 'Cam kết hạt giống (SHA-256)', commitmentHelp: 'Công bố trước khi đóng cược; hạt giống được công khai cùng kết quả để ai cũng tính lại được.',
  play: 'Kiểu chơi', pick: 'Chọn số', amount: 'Số tiền', placeBet: 'Đặt cược', placing: 'Đang đặt…', placed: 'Đã đặt cược kỳ', results: 'Kết quả mới nhất',
  verify: 'Kiểm tra', verified: 'Đã kiểm tra: SHA-256 của hạt giống khớp và các số tính lại đúng', mismatch: 'Không khớp', rawJson: 'JSON', myBets: 'Cược của tôi', noBets: 'Chưa có cược.',
  noResults: 'Chưa có kết quả.', odds: 'tỷ lệ', open: 'Chờ kết quả', won: 'Thắng', lost: 'Thua', void: 'Hoàn tiền', betNow: 'Cược ngay', last: 'Kết quả kỳ trước',
  session: 'Phiên xổ số đã hết. Hãy mở lại từ trang web.', error: 'Đã có lỗi. Vui lòng thử lại.',
  pos1: 'Chữ số thứ 1', pos2: 'Chữ số thứ 2', pos3: 'Chữ số thứ 3', pos4: 'Chữ số thứ 4', pos5: 'Chữ số thứ 5', sum: 'Tổng tài/xỉu/lẻ/chẵn', any1: 'Một số bất kỳ', last2: '2 số cuối', special2: 'Đề (2 số cuối giải đặc biệt)',
  big: 'Tài', small: 'Xỉu', odd: 'Lẻ', even: 'Chẵn',
  slip: 'Số của bạn', clear: 'Xóa', total: 'Tổng', traditional: 'Truyền thống', entertainment: 'Giải trí',
};

const TA: LotteryStrings = {
  lobby: 'லாட்டரி அரங்கம்', back: 'அனைத்து லாட்டரிகள்', balance: 'இருப்பு', issue: 'குலுக்கல் எண்', opensIn: 'பந்தயம் தொடங்கும் நேரம்', closesIn: 'பந்தயம் மூடும் நேரம்', drawIn: 'குலுக்கல் நேரம்', closed: 'பந்தயம் மூடப்பட்டது — குலுக்கல் நடைபெறுகிறது',
  commitment: 'விதை உறுதிமொழி (SHA-256)', commitmentHelp: 'பந்தயம் மூடுவதற்கு முன் வெளியிடப்படும்; முடிவுடன் விதை வெளிப்படுத்தப்படுவதால் யார் வேண்டுமானாலும் எண்களை மீண்டும் கணக்கிடலாம்.',
  play: 'விளையாட்டு வகை', pick: 'உங்கள் தேர்வு', amount: 'தொகை', placeBet: 'பந்தயம் வை', placing: 'பந்தயம் வைக்கப்படுகிறது…', placed: 'பந்தயம் வைக்கப்பட்டது, குலுக்கல் எண்', results: 'சமீபத்திய முடிவுகள்',
  verify: 'சரிபார்', verified: 'சரிபார்க்கப்பட்டது: SHA-256(விதை) பொருந்துகிறது, எண்களும் மீண்டும் கணக்கிட்டதில் பொருந்துகின்றன', mismatch: 'சரிபார்ப்பு தோல்வி', rawJson: 'JSON', myBets: 'என் பந்தயங்கள்', noBets: 'இன்னும் பந்தயங்கள் இல்லை.',
  noResults: 'இன்னும் குலுக்கல்கள் இல்லை.', odds: 'விகிதம்', open: 'முடிவுக்குக் காத்திருக்கிறது', won: 'வென்றது', lost: 'தோற்றது', void: 'பணம் திருப்பப்பட்டது', betNow: 'இப்போதே பந்தயம் வை', last: 'கடைசி முடிவு',
  session: 'இந்த லாட்டரி அமர்வு முடிந்தது. தளத்திலிருந்து லாட்டரியை மீண்டும் திறக்கவும்.', error: 'ஏதோ தவறு நடந்தது. மீண்டும் முயற்சிக்கவும்.',
  pos1: '1வது இலக்கம்', pos2: '2வது இலக்கம்', pos3: '3வது இலக்கம்', pos4: '4வது இலக்கம்', pos5: '5வது இலக்கம்', sum: 'கூட்டுத்தொகை பெரிது/சிறிது/ஒற்றை/இரட்டை', any1: 'ஏதேனும் ஓர் எண்', last2: 'கடைசி 2 இலக்கங்கள்', special2: 'சிறப்புப் பரிசு, கடைசி 2',
  big: 'பெரிது', small: 'சிறிது', odd: 'ஒற்றை', even: 'இரட்டை',
  slip: 'உங்கள் எண்கள்', clear: 'அழி', total: 'மொத்தம்', traditional: 'பாரம்பரியம்', entertainment: 'பொழுதுபோக்கு',
};

const TH: LotteryStrings = {
  lobby: 'ล็อบบี้หวย', back: 'หวยทั้งหมด', balance: 'ยอดเงิน', issue: 'งวด', opensIn: 'เปิดรับแทงใน', closesIn: 'ปิดรับแทงใน', drawIn: 'ออกผลใน', closed: 'ปิดรับแทงแล้ว รอออกผล',
  commitment: 'ค่าผูกมัดของซีด (SHA-256)', commitmentHelp: 'ประกาศก่อนปิดรับแทง และเปิดเผยซีดพร้อมผลรางวัล ทุกคนจึงคำนวณเลขซ้ำได้',
  play: 'รูปแบบการแทง', pick: 'เลือกเลข', amount: 'จำนวนเงิน', placeBet: 'แทง', placing: 'กำลังแทง…', placed: 'แทงสำเร็จ งวด', results: 'ผลล่าสุด',
  verify: 'ตรวจสอบ', verified: 'ตรวจสอบแล้ว: SHA-256 ของซีดตรงกันและคำนวณเลขได้ตรง', mismatch: 'ตรวจสอบไม่ผ่าน', rawJson: 'JSON', myBets: 'โพยของฉัน', noBets: 'ยังไม่มีการแทง',
  noResults: 'ยังไม่มีผล', odds: 'อัตราจ่าย', open: 'รอผล', won: 'ถูกรางวัล', lost: 'ไม่ถูก', void: 'คืนเงิน', betNow: 'แทงเลย', last: 'ผลงวดก่อน',
  session: 'เซสชันหวยหมดอายุ กรุณาเปิดหวยใหม่จากเว็บไซต์', error: 'เกิดข้อผิดพลาด กรุณาลองใหม่',
  pos1: 'หลักที่ 1', pos2: 'หลักที่ 2', pos3: 'หลักที่ 3', pos4: 'หลักที่ 4', pos5: 'หลักที่ 5', sum: 'ผลรวม สูง/ต่ำ/คี่/คู่',
  any1: 'เลขใดก็ได้ 1 ตัว', last2: '2 ตัวท้าย', special2: '2 ตัวท้ายรางวัลพิเศษ',
  big: 'สูง', small: 'ต่ำ', odd: 'คี่', even: 'คู่',
  slip: 'เลขของคุณ', clear: 'ล้าง', total: 'รวม', traditional: 'ดั้งเดิม', entertainment: 'บันเทิง',
};

/** Every language's table; typed so that a missing language or key fails `tsc`. */
export const LOTTERY_STRINGS: Record<LotteryLanguage, LotteryStrings> = { CN, TW, HK, EN, JA, KO, ID, ES, VI, TA, TH };

/** The table for a page language; EN for an unknown one. */
export function lotteryStringsFor(language: string): LotteryStrings {
  return (LOTTERY_LANGUAGES as readonly string[]).includes(language) ? LOTTERY_STRINGS[language as LotteryLanguage] : EN;
}
