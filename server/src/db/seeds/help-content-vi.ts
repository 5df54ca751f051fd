import type { HelpCopy } from './help-content-types.js';

/** Vietnamese help centre. */
export const HELP_VI: HelpCopy = (v) => ({
  about: {
    title: 'Về chúng tôi',
    content:
      `<p>${v.site} là trang xổ số và trò chơi trực tuyến, cung cấp quay số xổ số, casino trực tiếp, slot, game bài, bắn cá và thể thao điện tử từ các nhà cung cấp trò chơi có giấy phép.</p>` +
      (v.licence
        ? `<p>${v.site} hoạt động theo ${v.licence}. Chỉ dành cho người trưởng thành (18+).</p>`
        : `<p>${v.site} là trang trình diễn: không có giấy phép trò chơi và không nhận cược bằng tiền thật. Chỉ dành cho người trưởng thành (18+).</p>`) +
      '<p>Đội ngũ chăm sóc khách hàng hỗ trợ 24/7 qua nút chăm sóc khách hàng trên mọi trang.</p>',
  },
  terms: {
    title: 'Điều khoản và điều kiện',
    content:
      `<p>Các điều khoản này áp dụng cho mọi tài khoản tại ${v.site}. Khi đăng ký, bạn chấp nhận chúng.</p>` +
      '<h3>Tài khoản của bạn</h3><p>Bạn phải từ 18 tuổi trở lên và trò chơi trực tuyến phải hợp pháp nơi bạn sống. Mỗi người một tài khoản; thông tin bạn cung cấp phải đúng sự thật và là của chính bạn. Giữ kín mật khẩu: mọi hoạt động bằng đăng nhập của bạn được coi là của bạn.</p>' +
      `<h3>Nạp và rút tiền</h3><p>Số tiền tính bằng ${v.currency}. Nạp và rút dùng kênh thanh toán đứng tên bạn. Tiền rút chỉ trả cho người nhận đứng tên chủ tài khoản và cần mật khẩu rút tiền. Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi chi trả.</p>` +
      '<h3>Khuyến mãi</h3><p>Mỗi khuyến mãi có quy định riêng, ghi trên khuyến mãi đó. Tiền thưởng có thể kèm yêu cầu doanh thu cược trước khi rút. Lạm dụng khuyến mãi, như một người nhiều tài khoản, sẽ hủy tiền thưởng và tiền thắng từ đó.</p>' +
      '<h3>Chơi công bằng</h3><p>Kết quả xổ số được quay bằng bộ tạo số ngẫu nhiên đã được chứng nhận; hạt giống của mỗi kỳ được cam kết trước khi đóng bán và công bố sau đó, nên ai cũng có thể kiểm chứng. Gian lận, thông đồng và chơi tự động bị cấm và dẫn đến khóa tài khoản.</p>' +
      '<h3>Đóng tài khoản</h3><p>Bạn có thể yêu cầu chăm sóc khách hàng đóng tài khoản bất cứ lúc nào; số dư còn lại được chi trả trước. Chúng tôi có thể tạm ngưng hoặc đóng tài khoản vi phạm điều khoản sau khi thông báo lý do.</p>',
  },
  privacy: {
    title: 'Chính sách bảo mật',
    content:
      '<h3>Chúng tôi lưu gì</h3><p>Tên người dùng, mật khẩu (chỉ lưu dưới dạng băm an toàn), số điện thoại và e-mail nếu bạn cung cấp, các lần nạp, rút và cược, và lịch sử đăng nhập của tài khoản (thời gian, địa chỉ IP và thiết bị).</p>' +
      '<h3>Vì sao</h3><p>Để vận hành tài khoản và chi trả cho bạn, giữ tài khoản an toàn (ví dụ phát hiện đăng nhập không phải của bạn), thực hiện nghĩa vụ pháp lý chống gian lận và rửa tiền, và trả lời câu hỏi của bạn.</p>' +
      '<h3>Lưu bao lâu</h3><p>Lịch sử đăng nhập được lưu 90 ngày. Hồ sơ tài khoản và giao dịch được lưu khi tài khoản còn mở và sau đó theo thời hạn pháp luật yêu cầu.</p>' +
      '<h3>Quyền của bạn</h3><p>Bạn có thể yêu cầu chăm sóc khách hàng cung cấp bản sao dữ liệu, chỉnh sửa hoặc xóa khi pháp luật cho phép. Chúng tôi không bao giờ bán dữ liệu của bạn.</p>',
  },
  responsible: {
    title: 'Chơi có trách nhiệm',
    content:
      '<p>Trò chơi nên là giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách và giới hạn thời gian trước khi chơi, và dừng lại khi đạt tới.</p>' +
      '<h3>Công cụ chúng tôi cung cấp</h3><ul>' +
      '<li><strong>Giới hạn nạp tiền</strong>: mức trần nạp theo ngày, tuần hoặc tháng. Liên hệ chăm sóc khách hàng để đặt; hạ mức có hiệu lực ngay.</li>' +
      '<li><strong>Tạm nghỉ</strong>: khoảng nghỉ từ 24 giờ đến 6 tuần, trong đó bạn không thể đăng nhập. Liên hệ chăm sóc khách hàng để đặt.</li>' +
      '<li><strong>Tự loại trừ</strong>: đóng tài khoản ít nhất 6 tháng. Liên hệ chăm sóc khách hàng; không thể hủy sớm.</li>' +
      '<li><strong>Nhắc nhở phiên chơi</strong>: nhắc bạn đã chơi bao lâu. Liên hệ chăm sóc khách hàng để bật.</li>' +
      '</ul><p>Chức năng tự thiết lập trong trung tâm thành viên đang được xây dựng; trước đó chăm sóc khách hàng sẽ thiết lập giúp bạn.</p>' +
      '<h3>Dấu hiệu cảnh báo</h3><p>Cố gỡ lại tiền thua, chơi bằng tiền sinh hoạt hay giấu việc chơi với người khác là dấu hiệu cần dừng lại và tìm người trò chuyện. Các tổ chức hỗ trợ người chơi tại quốc gia của bạn giúp đỡ miễn phí và bảo mật.</p>',
  },
  deposit: {
    title: 'Cách nạp tiền',
    content:
      '<p>Mở trung tâm thành viên và chọn <strong>Nạp tiền</strong>. Chọn kênh thanh toán, nhập số tiền và xác nhận.</p>' +
      `<p>Mỗi lần nạp từ ${v.depositMin} đến ${v.depositMax} ${v.currency}, tối đa ${v.depositDaily} lần mỗi ngày.</p>` +
      '<p>Lệnh nạp ở trạng thái chờ cho đến khi thanh toán được xác nhận; sau đó số tiền được cộng vào ví chính và bạn nhận thông báo. Trên trang trình diễn này kênh duy nhất là Demo Pay, không chuyển tiền thật.</p>',
  },
  'faq-account': { title: 'Tài khoản', content: '<p>Đăng ký, đăng nhập và giữ tài khoản an toàn.</p>' },
  'faq-account-register': {
    title: 'Làm sao để đăng ký?',
    content: '<p>Chọn <strong>Đăng ký</strong>, điền tên người dùng và mật khẩu (và số điện thoại nếu được yêu cầu), đồng ý thỏa thuận rồi gửi. Bạn được đăng nhập ngay.</p>',
  },
  'faq-account-password': {
    title: 'Tôi quên mật khẩu',
    content: '<p>Chọn <strong>Quên mật khẩu</strong> trên biểu mẫu đăng nhập. Chúng tôi gửi mã dùng một lần qua SMS hoặc e-mail; nhập mã để đặt mật khẩu mới. Sau đó mọi phiên của tài khoản đều bị đăng xuất.</p>',
  },
  'faq-account-security': {
    title: 'Làm sao giữ tài khoản an toàn?',
    content: '<p>Bật đăng nhập hai lớp ở trang bảo mật của trung tâm thành viên, dùng mật khẩu không dùng ở nơi khác và kiểm tra lịch sử đăng nhập. Bạn có thể đăng xuất thiết bị lạ.</p>',
  },
  'faq-lottery': { title: 'Quay số và thanh toán xổ số', content: '<p>Cách quay số và khi nào cược được trả thưởng.</p>' },
  'faq-lottery-draws': {
    title: 'Các số được quay như thế nào?',
    content: '<p>Mỗi kỳ quay dùng bộ tạo số ngẫu nhiên an toàn về mật mã. Hạt giống được cố định và công bố mã băm trước khi đóng bán, rồi công khai sau khi quay, nên ai cũng kiểm tra được kết quả.</p>',
  },
  'faq-lottery-settlement': {
    title: 'Khi nào cược thắng được trả?',
    content: '<p>Cược được thanh toán ngay khi có kết quả, thường trong vài giây. Tiền thắng vào thẳng ví chính và bạn nhận thông báo. Cược đặt sau khi đóng bán sẽ bị từ chối.</p>',
  },
  'faq-games': { title: 'Trò chơi và ví', content: '<p>Chơi casino, slot và các trò khác.</p>' },
  'faq-games-wallets': {
    title: 'Vì sao một trò chơi có ví riêng?',
    content: '<p>Một số nhà cung cấp dùng ví riêng. Chuyển tiền giữa ví chính và ví trò chơi bằng <strong>Chuyển quỹ</strong> trong trung tâm thành viên; trên trang một ví, mọi trò chơi dùng ví chính.</p>',
  },
  'faq-games-trial': {
    title: 'Tôi có thể chơi thử miễn phí không?',
    content: '<p>Trò chơi có nhãn <strong>Chơi thử</strong> có thể chơi bằng tín dụng demo mà không cần tài khoản. Tín dụng demo không có giá trị và không rút được.</p>',
  },
});
