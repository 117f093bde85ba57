// The placeholders of a reply template ({{name}}, {{firstName}}, {{email}}, {{subject}}),
// filled from the contact. One not known here stays as written, so the admin sees it.

/** Common Vietnamese family names, compared in lower case. */
const VIETNAMESE_FAMILY_NAMES = new Set(
  [
    'Nguyễn',
    'Trần',
    'Lê',
    'Phạm',
    'Hoàng',
    'Huỳnh',
    'Phan',
    'Vũ',
    'Võ',
    'Đặng',
    'Bùi',
    'Đỗ',
    'Hồ',
    'Ngô',
    'Dương',
    'Lý',
    'Đinh',
    'Trương',
    'Mai',
    'Lâm',
    'Trịnh',
    'Đoàn',
    'Lưu',
    'Cao',
    'Tạ',
    'Hà',
    'Tô',
    'Quách',
    'Thái',
    'Châu',
    'Kiều',
    'Lương',
    'Tăng',
  ].map((n) => n.normalize('NFC').toLocaleLowerCase('vi')),
);

/**
 * The name a greeting uses: a Vietnamese name's given name is its last word ("Nguyễn Văn An"
 * → "An") when it starts with a common family name; any other name's first word.
 */
export function firstNameOf(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  if (words.length > 1 && VIETNAMESE_FAMILY_NAMES.has(words[0]!.toLocaleLowerCase('vi'))) return words.at(-1)!;
  return words[0]!;
}

export interface ReplyContact {
  name: string;
  email: string;
  subject: string;
}

/** The template's text with each known {{placeholder}} replaced by the contact's value. */
export function fillPlaceholders(text: string, contact: ReplyContact): string {
  const values: Record<string, string> = { name: contact.name, firstName: firstNameOf(contact.name), email: contact.email, subject: contact.subject };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : whole));
}
