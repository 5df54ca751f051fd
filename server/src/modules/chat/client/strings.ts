/** The chat page's words in every site language (spec 1 §9); unknown languages read EN. */
export interface ChatStrings {
  title: string;
  empty: string;
  placeholder: string;
  send: string;
  you: string;
  support: string;
  over: string;
  failed: string;
}

const EN: ChatStrings = {
  title: 'Live chat',
  empty: 'No messages yet. Write to us and an operator will answer here.',
  placeholder: 'Type a message',
  send: 'Send',
  you: 'You',
  support: 'Support',
  over: 'This chat session is over. Open the chat again from the site.',
  failed: 'The message was not sent. Please try again.',
};

const CN: ChatStrings = {
  title: '在线客服',
  empty: '暂无消息。给我们留言，客服会在这里回复您。',
  placeholder: '输入消息',
  send: '发送',
  you: '我',
  support: '客服',
  over: '本次聊天已结束，请从网站重新打开聊天。',
  failed: '消息未发送，请重试。',
};

const TW: ChatStrings = {
  title: '線上客服',
  empty: '暫無訊息。給我們留言，客服會在這裡回覆您。',
  placeholder: '輸入訊息',
  send: '傳送',
  you: '我',
  support: '客服',
  over: '本次聊天已結束，請從網站重新開啟聊天。',
  failed: '訊息未送出，請重試。',
};

export const CHAT_STRINGS: Record<string, ChatStrings> = {
  EN,
  CN,
  TW,
  HK: { ...TW, send: '發送' },
  JA: {
    title: 'ライブチャット',
    empty: 'まだメッセージはありません。メッセージを送るとオペレーターがここで返信します。',
    placeholder: 'メッセージを入力',
    send: '送信',
    you: 'あなた',
    support: 'サポート',
    over: 'このチャットは終了しました。サイトからもう一度開いてください。',
    failed: 'メッセージを送信できませんでした。もう一度お試しください。',
  },
  KO: {
    title: '실시간 채팅',
    empty: '아직 메시지가 없습니다. 메시지를 남기시면 상담원이 여기에서 답변합니다.',
    placeholder: '메시지를 입력하세요',
    send: '보내기',
    you: '나',
    support: '고객센터',
    over: '채팅 세션이 종료되었습니다. 사이트에서 채팅을 다시 열어 주세요.',
    failed: '메시지를 보내지 못했습니다. 다시 시도해 주세요.',
  },
  ID: {
    title: 'Obrolan langsung',
    empty: 'Belum ada pesan. Tulis kepada kami dan operator akan menjawab di sini.',
    placeholder: 'Ketik pesan',
    send: 'Kirim',
    you: 'Anda',
    support: 'Dukungan',
    over: 'Sesi obrolan ini telah berakhir. Buka kembali obrolan dari situs.',
    failed: 'Pesan tidak terkirim. Silakan coba lagi.',
  },
  ES: {
    title: 'Chat en vivo',
    empty: 'Aún no hay mensajes. Escríbenos y un operador te responderá aquí.',
    placeholder: 'Escribe un mensaje',
    send: 'Enviar',
    you: 'Tú',
    support: 'Soporte',
    over: 'Esta sesión de chat ha terminado. Vuelve a abrir el chat desde el sitio.',
    failed: 'El mensaje no se envió. Inténtalo de nuevo.',
  },
  VI: {
    title: 'Trò chuyện trực tuyến',
    empty: 'Chưa có tin nhắn. Hãy nhắn cho chúng tôi, nhân viên sẽ trả lời tại đây.',
    placeholder: 'Nhập tin nhắn',
    send: 'Gửi',
    you: 'Bạn',
    support: 'Hỗ trợ',
    over: 'Phiên trò chuyện đã kết thúc. Hãy mở lại trò chuyện từ trang web.',
    failed: 'Tin nhắn chưa được gửi. Vui lòng thử lại.',
  },
  TA: {
    title: 'நேரலை அரட்டை',
    empty: 'இன்னும் செய்திகள் இல்லை. எங்களுக்கு எழுதுங்கள், ஒரு இயக்குநர் இங்கே பதிலளிப்பார்.',
    placeholder: 'செய்தியை உள்ளிடவும்',
    send: 'அனுப்பு',
    you: 'நீங்கள்',
    support: 'உதவி',
    over: 'இந்த அரட்டை அமர்வு முடிந்தது. தளத்திலிருந்து மீண்டும் அரட்டையைத் திறக்கவும்.',
    failed: 'செய்தி அனுப்பப்படவில்லை. மீண்டும் முயற்சிக்கவும்.',
  },
  TH: {
    title: 'แชทสด',
    empty: 'ยังไม่มีข้อความ เขียนถึงเรา แล้วเจ้าหน้าที่จะตอบที่นี่',
    placeholder: 'พิมพ์ข้อความ',
    send: 'ส่ง',
    you: 'คุณ',
    support: 'ฝ่ายบริการ',
    over: 'เซสชันแชทนี้สิ้นสุดแล้ว โปรดเปิดแชทอีกครั้งจากเว็บไซต์',
    failed: 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง',
  },
};
