import type { HelpCopy } from './help-content-types.js';

/** Indonesian help centre. */
export const HELP_ID: HelpCopy = (v) => ({
  about: {
    title: 'Tentang kami',
    content:
      `<p>${v.site} adalah situs lotre dan permainan online yang menyediakan undian lotre, kasino langsung, slot, permainan kartu, tembak ikan, dan e-sport dari penyedia permainan berlisensi.</p>` +
      (v.licence
        ? `<p>${v.site} beroperasi di bawah ${v.licence}. Hanya untuk orang dewasa (18+).</p>`
        : `<p>${v.site} adalah situs demonstrasi: tidak memiliki lisensi permainan dan tidak menerima taruhan dengan uang sungguhan. Hanya untuk orang dewasa (18+).</p>`) +
      '<p>Layanan pelanggan kami siap 24 jam melalui tombol layanan pelanggan di setiap halaman.</p>',
  },
  terms: {
    title: 'Syarat dan ketentuan',
    content:
      `<p>Syarat ini berlaku untuk setiap akun di ${v.site}. Dengan mendaftar, Anda menerimanya.</p>` +
      '<h3>Akun Anda</h3><p>Anda harus berusia minimal 18 tahun dan permainan online harus legal di tempat tinggal Anda. Satu akun per orang; data yang Anda berikan harus benar dan milik Anda sendiri. Jaga kerahasiaan kata sandi: aktivitas dengan login Anda dianggap sebagai aktivitas Anda.</p>' +
      `<h3>Deposit dan penarikan</h3><p>Jumlah dalam ${v.currency}. Deposit dan penarikan memakai saluran pembayaran atas nama Anda sendiri. Penarikan hanya dibayarkan kepada penerima atas nama pemilik akun dan memerlukan kata sandi dana. Kami dapat meminta bukti identitas sebelum membayar.</p>` +
      '<h3>Bonus</h3><p>Setiap promosi memiliki aturannya sendiri yang tertera pada promosi tersebut. Bonus dapat memiliki syarat taruhan sebelum bisa ditarik. Penyalahgunaan promosi, seperti beberapa akun untuk satu orang, membatalkan bonus beserta kemenangannya.</p>' +
      '<h3>Permainan yang adil</h3><p>Hasil lotre diundi dengan generator angka acak tersertifikasi; seed setiap undian dikunci sebelum penjualan ditutup dan diumumkan sesudahnya, sehingga siapa pun dapat memeriksanya. Kecurangan, kolusi, dan permainan otomatis dilarang dan menyebabkan akun ditutup.</p>' +
      '<h3>Menutup akun</h3><p>Anda dapat meminta layanan pelanggan menutup akun Anda kapan saja; saldo yang tersisa dibayarkan terlebih dahulu. Kami dapat menangguhkan atau menutup akun yang melanggar syarat ini setelah memberi tahu alasannya.</p>',
  },
  privacy: {
    title: 'Kebijakan privasi',
    content:
      '<h3>Apa yang kami simpan</h3><p>Nama pengguna, kata sandi (hanya disimpan sebagai hash yang aman), nomor ponsel dan e-mail jika Anda memberikannya, deposit, penarikan dan taruhan Anda, serta riwayat login akun (waktu, alamat IP, dan perangkat).</p>' +
      '<h3>Mengapa</h3><p>Untuk menjalankan akun Anda dan membayar Anda, menjaga keamanannya (misalnya mendeteksi login yang bukan dari Anda), memenuhi kewajiban hukum terkait penipuan dan pencucian uang, serta menjawab pertanyaan Anda.</p>' +
      '<h3>Berapa lama</h3><p>Riwayat login disimpan 90 hari. Catatan akun dan transaksi disimpan selama akun terbuka dan sesudahnya selama diwajibkan oleh hukum.</p>' +
      '<h3>Hak Anda</h3><p>Anda dapat meminta salinan data Anda, koreksi, atau penghapusan jika hukum mengizinkan, melalui layanan pelanggan. Kami tidak pernah menjual data Anda.</p>',
  },
  responsible: {
    title: 'Bermain secara bertanggung jawab',
    content:
      '<p>Bermain harus menjadi hiburan, bukan cara mencari uang. Tentukan anggaran dan batas waktu sebelum bermain, lalu berhenti saat mencapainya.</p>' +
      '<h3>Alat yang kami sediakan</h3><ul>' +
      '<li><strong>Batas deposit</strong>: batas deposit harian, mingguan, atau bulanan. Hubungi layanan pelanggan untuk mengaturnya; menurunkan batas berlaku seketika.</li>' +
      '<li><strong>Jeda (time-out)</strong>: istirahat 24 jam hingga 6 minggu tanpa bisa login. Hubungi layanan pelanggan untuk mengaturnya.</li>' +
      '<li><strong>Pengecualian diri</strong>: menutup akun Anda minimal 6 bulan. Hubungi layanan pelanggan; tidak dapat dibatalkan lebih awal.</li>' +
      '<li><strong>Pengingat sesi</strong>: pengingat berapa lama Anda sudah bermain. Hubungi layanan pelanggan untuk mengaktifkannya.</li>' +
      '</ul><p>Pengaturan mandiri untuk alat ini di pusat anggota sedang dibuat; sampai saat itu layanan pelanggan yang mengaturnya untuk Anda.</p>' +
      '<h3>Tanda bahaya</h3><p>Mengejar kekalahan, bermain dengan uang untuk kebutuhan sehari-hari, atau menyembunyikan permainan dari orang lain adalah tanda untuk berhenti dan berbicara dengan seseorang. Bantuan gratis dan rahasia tersedia dari lembaga pendukung masalah judi di negara Anda.</p>',
  },
  deposit: {
    title: 'Cara deposit',
    content:
      '<p>Buka pusat anggota dan pilih <strong>Deposit</strong>. Pilih saluran pembayaran, masukkan jumlah, lalu konfirmasi.</p>' +
      `<p>Setiap deposit antara ${v.depositMin} dan ${v.depositMax} ${v.currency}, hingga ${v.depositDaily} deposit per hari.</p>` +
      '<p>Deposit berstatus menunggu sampai pembayaran dikonfirmasi; jumlahnya lalu masuk ke dompet utama Anda dan Anda menerima notifikasi. Di situs demo ini satu-satunya saluran adalah Demo Pay, yang tidak memindahkan uang sungguhan.</p>',
  },
  'faq-account': { title: 'Akun', content: '<p>Mendaftar, login, dan menjaga keamanan akun.</p>' },
  'faq-account-register': {
    title: 'Bagaimana cara mendaftar?',
    content: '<p>Pilih <strong>Daftar</strong>, isi nama pengguna dan kata sandi (serta nomor ponsel jika diminta), setujui perjanjian, lalu kirim. Anda langsung masuk.</p>',
  },
  'faq-account-password': {
    title: 'Saya lupa kata sandi',
    content: '<p>Pilih <strong>Lupa kata sandi</strong> pada formulir login. Kami mengirim kode sekali pakai lewat SMS atau e-mail; masukkan untuk membuat kata sandi baru. Semua sesi akun kemudian dikeluarkan.</p>',
  },
  'faq-account-security': {
    title: 'Bagaimana menjaga akun tetap aman?',
    content: '<p>Aktifkan login dua faktor di halaman keamanan pusat anggota, gunakan kata sandi yang tidak dipakai di tempat lain, dan periksa riwayat login. Anda dapat mengeluarkan perangkat yang tidak Anda kenali.</p>',
  },
  'faq-lottery': { title: 'Undian dan penyelesaian lotre', content: '<p>Cara undian bekerja dan kapan taruhan dibayar.</p>' },
  'faq-lottery-draws': {
    title: 'Bagaimana angka diundi?',
    content: '<p>Setiap undian memakai generator angka acak yang aman secara kriptografis. Seed-nya ditetapkan dan hash-nya diumumkan sebelum penjualan ditutup, lalu seed diungkap setelah undian, sehingga siapa pun dapat memeriksa hasilnya.</p>',
  },
  'faq-lottery-settlement': {
    title: 'Kapan taruhan yang menang dibayar?',
    content: '<p>Taruhan diselesaikan begitu hasil undian keluar, biasanya dalam hitungan detik. Kemenangan langsung masuk ke dompet utama dan Anda menerima notifikasi. Taruhan setelah penjualan ditutup ditolak.</p>',
  },
  'faq-games': { title: 'Permainan dan dompet', content: '<p>Bermain kasino, slot, dan permainan lainnya.</p>' },
  'faq-games-wallets': {
    title: 'Mengapa sebuah permainan punya dompet sendiri?',
    content: '<p>Beberapa penyedia permainan memakai dompet terpisah. Pindahkan uang antara dompet utama dan dompet permainan dengan <strong>Transfer</strong> di pusat anggota; di situs dompet tunggal semua permainan memakai dompet utama.</p>',
  },
  'faq-games-trial': {
    title: 'Bisakah saya mencoba gratis?',
    content: '<p>Permainan bertanda <strong>Coba gratis</strong> dapat dimainkan dengan kredit demo tanpa akun. Kredit demo tidak bernilai dan tidak dapat ditarik.</p>',
  },
});
