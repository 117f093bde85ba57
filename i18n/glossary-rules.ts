// The Vietnamese glossary (GLOSSARY.md) as rules a machine holds: each word it rules out,
// with the term it asks for instead. `npm run i18n -- check` (CI), `import` and the catalog
// tests all read this one list, so a decision written in the glossary is kept everywhere.
// Not imported by the SPA.

export interface RuledOut {
  /** The word or form the glossary rules out. */
  word: RegExp;
  /** What to write instead (shown to the translator). */
  instead: string;
  /** Only texts whose key matches (by default every key). */
  keys?: RegExp;
  /** 'panel': the admin panel's catalog only; the emails may use the word ('Đội ngũ CV Builder' signs them). */
  scope?: 'panel';
}

/** A word not followed or preceded by another letter (\b knows no Vietnamese letters). */
const word = (w: string) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu');

export const RULED_OUT: readonly RuledOut[] = [
  // Terms
  { word: /tín dụng/i, instead: 'lượt dùng' },
  { word: /số dư/i, instead: 'lượt còn lại' },
  { word: /cao cấp/i, instead: 'Premium' },
  { word: /ngưng/i, instead: 'Ngừng hoạt động / Vô hiệu hóa' },
  { word: /bảng điều khiển/i, instead: 'Tổng quan' },
  { word: /mốc thời gian/i, instead: 'Dòng thời gian' },
  { word: /hành động này/i, instead: 'Thao tác này' },
  { word: /giữ đơn/i, instead: 'Không hủy' },
  // 'Thư xin việc' is a cover letter, not a message.
  { word: /(^|[^\p{L}])thư(?! xin việc)([^\p{L}]|$)/iu, instead: 'email (thư xin việc, a cover letter, stays)' },
  { word: word('file'), instead: 'tệp' },
  { word: /phiên làm việc/i, instead: 'phiên đăng nhập' },
  { word: /email thử(?! nghiệm)/i, instead: 'email thử nghiệm' },
  { word: /mở bán/i, instead: 'đang hoạt động (a package on sale is active)' },
  { word: /^Đã vô hiệu hóa$/i, instead: 'Ngừng hoạt động (a state; Đã vô hiệu hóa … is the toast)' },
  { word: /hiệu lực/i, instead: 'Đang hoạt động / Ngừng hoạt động (a package)', keys: /^resources\.packages\./ },
  { word: /hoạt động/i, instead: 'Đang hiệu lực / Hết hiệu lực (a subscription)', keys: /^resources\.orders\.subscription_/ },
  { word: /đơn hàng đang chờ(?! thanh toán)|^đang chờ$/i, instead: 'Chờ thanh toán (an order), Chờ gửi (an email), Đang xử lý (an activity)' },
  { word: /(?<!trình )duyệt/i, instead: 'Xác minh (an order), Kiểm tra (review), Tra cứu (browse)' },
  { word: /mã (định danh|cv|người dùng|đối tượng)/i, instead: 'ID … (an identifier); mã is a code people type' },
  { word: /quản trị viên/i, instead: 'Quản trị (the role); quản trị viên is anyone who uses the panel', keys: /^app\.roles\./ },
  { word: /chủ sở hữu/i, instead: 'người dùng (a CV’s owner); Chủ sở hữu is the role', keys: /^resources\.cvs\./ },
  { word: /lượt đăng nhập/i, instead: 'lần đăng nhập (lượt counts credits)' },
  { word: /xác nhận xác thực/i, instead: 'Hoàn tất thiết lập xác thực hai lớp' },
  { word: /%\{smart_count\} thanh toán/i, instead: '%{smart_count} khoản thanh toán (a count needs its noun)' },
  { word: /đội ngũ/i, instead: 'Thành viên (the members and their roles)', scope: 'panel' },
  { word: /nhật ký hoạt động/i, instead: 'Nhật ký thao tác (Hoạt động is a user’s tab)' },
  { word: /thân thiện ATS/i, instead: 'Chuẩn ATS' },
  { word: /^[^%]* lúc$/i, instead: 'Ngày … (a field label, not a command: Ngày thanh toán, not Thanh toán lúc)' },
  // Toasts: the failure pattern is 'Không thể + verb + object'.
  { word: /lỗi khi/i, instead: 'Không thể …' },
  { word: /Không (?!thể |tìm |có )[^ ,.:']+( [^ ,.:']+){0,3} được/, instead: 'Không thể + verb + object' },
  { word: /(?<!gói )đăng ký gần đây/iu, instead: 'gói đăng ký (a subscription), not đăng ký alone' },
  // Conventions
  { word: /\.\.\./, instead: '… (one character)' },
  { word: /\d(MB|KB|GB)\b/, instead: 'a space before the unit: 5 MB' },
  // A year is not grouped: năm 2026.
  { word: /(^|[^\d.,/:])(?<!năm )\d{4,}(?![\d.,:])/, instead: 'grouped digits: 2.000' },
];

/**
 * Texts that are rightly the same as the English: names, codes and loanwords Vietnamese
 * software keeps (by text, for any key).
 */
export const SAME_AS_ENGLISH: readonly string[] = [
  'AI',
  'CV',
  'CSV',
  'Email',
  'email',
  'HTML',
  'ID',
  'IP',
  'Premium',
  'SMTP',
  'VietQR',
  'Re: %{subject}',
  '%{cv} CV · %{ai} AI',
];
