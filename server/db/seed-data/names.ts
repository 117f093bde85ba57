// People for the demo data: Vietnamese names (with diacritics, weighted like the real
// distribution of family names) and English names, and the reserved mail domains they use.
import type { Rng } from './random.js';

export const VI_FAMILY: readonly (readonly [string, number])[] = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 5],
  ['Huỳnh', 5],
  ['Phan', 4.5],
  ['Vũ', 4],
  ['Võ', 4],
  ['Đặng', 2.1],
  ['Bùi', 2],
  ['Đỗ', 1.4],
  ['Hồ', 1.3],
  ['Ngô', 1.3],
  ['Dương', 1],
  ['Lý', 0.5],
  ['Đinh', 0.8],
  ['Trương', 0.8],
  ['Mai', 0.5],
  ['Cao', 0.4],
  ['Lâm', 0.4],
  ['Tạ', 0.3],
  ['Đoàn', 0.5],
  ['Trịnh', 0.5],
  ['Lương', 0.4],
  ['Chu', 0.2],
  ['Quách', 0.2],
];

const VI_MIDDLE_MALE = ['Văn', 'Minh', 'Đức', 'Quang', 'Hữu', 'Công', 'Thành', 'Tuấn', 'Gia', 'Hoàng', 'Anh', 'Ngọc', 'Xuân', 'Đình', 'Trọng', 'Bảo'];
const VI_MIDDLE_FEMALE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Phương', 'Bảo', 'Khánh', 'Mai', 'Hồng', 'Kim', 'Diệu', 'Hoài', 'Thùy'];
const VI_GIVEN_MALE = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Duy',
  'Hải',
  'Hiếu',
  'Hoàng',
  'Hùng',
  'Huy',
  'Khang',
  'Khoa',
  'Long',
  'Nam',
  'Nghĩa',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tài',
  'Thắng',
  'Thịnh',
  'Trung',
  'Tú',
  'Tuấn',
  'Việt',
  'Vinh',
  'Vũ',
  'Đạt',
  'Đức',
  'Khôi',
  'Lộc',
];
const VI_GIVEN_FEMALE = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hằng',
  'Hiền',
  'Hoa',
  'Hương',
  'Huyền',
  'Lan',
  'Linh',
  'Loan',
  'Mai',
  'My',
  'Nga',
  'Ngân',
  'Ngọc',
  'Nhung',
  'Oanh',
  'Phương',
  'Quỳnh',
  'Tâm',
  'Thảo',
  'Thư',
  'Trang',
  'Trâm',
  'Uyên',
  'Vy',
  'Yến',
  'Nhi',
];

const EN_FIRST_MALE = [
  'James',
  'Liam',
  'Noah',
  'William',
  'Benjamin',
  'Lucas',
  'Henry',
  'Alexander',
  'Daniel',
  'Michael',
  'Ethan',
  'Jacob',
  'Matthew',
  'David',
  'Samuel',
  'Ryan',
  'Thomas',
  'Andrew',
  'Jack',
  'Oliver',
  'Nathan',
  'Christopher',
  'Peter',
  'Mark',
];
const EN_FIRST_FEMALE = [
  'Olivia',
  'Emma',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Charlotte',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Ella',
  'Grace',
  'Chloe',
  'Zoe',
  'Hannah',
  'Lily',
  'Sarah',
  'Nora',
  'Rachel',
  'Laura',
  'Jessica',
  'Megan',
];
const EN_LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Allen',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  "O'Brien",
  'Murphy',
  'Kelly',
  'Chen',
  'Wong',
  'Tan',
  'Lim',
];

/** Reserved example domains: demo mail can never reach a real mailbox. */
export const MAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['example.com', 30],
  ['mail.example.com', 14],
  ['example.net', 12],
  ['example.org', 8],
  ['example.vn', 10],
  ['congty.example', 6],
  ['company.example', 6],
  ['student.example.edu', 4],
];

export interface Person {
  firstName: string;
  lastName: string;
  /** The name as written in the person's culture (Vietnamese: family name first). */
  fullName: string;
  vietnamese: boolean;
  female: boolean;
}

export function person(rng: Rng, vietnamese: boolean): Person {
  const female = rng.chance(0.5);
  if (vietnamese) {
    const family = rng.weighted(VI_FAMILY);
    const middle = rng.pick(female ? VI_MIDDLE_FEMALE : VI_MIDDLE_MALE);
    const given = rng.pick(female ? VI_GIVEN_FEMALE : VI_GIVEN_MALE);
    // firstName holds middle + given name, lastName the family name: the panel shows
    // "Minh Anh Nguyễn", the CV "Nguyễn Minh Anh".
    return { firstName: `${middle} ${given}`, lastName: family, fullName: `${family} ${middle} ${given}`, vietnamese, female };
  }
  const firstName = rng.pick(female ? EN_FIRST_FEMALE : EN_FIRST_MALE);
  const lastName = rng.pick(EN_LAST);
  return { firstName, lastName, fullName: `${firstName} ${lastName}`, vietnamese, female };
}

const slugs = new Map<string, string>(); // names come from short lists: each is slugged once
/** Lower-case ASCII letters only: "Nguyễn Đức" → "nguyenduc". */
export function asciiSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    slugs.set(text, slug);
  }
  return slug;
}

/**
 * A unique address for the n-th person: the local part is letters and dots ending in a
 * letter, followed by n, so two different n can never give the same address.
 */
export function emailFor(rng: Rng, p: Person, n: number): string {
  const first = asciiSlug(p.firstName);
  const last = asciiSlug(p.lastName);
  const given = asciiSlug(p.firstName.split(' ').pop()!);
  const local = rng.weighted<string>([
    [`${first}.${last}`, 4],
    [`${last}.${given}`, 2],
    [`${given}${last}`, 2],
    [`${first}`, 1],
    [`${last}${first}`, 1],
  ]);
  return `${local}${n}@${rng.weighted(MAIL_DOMAINS)}`;
}
