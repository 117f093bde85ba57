import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import vi from '../../i18n/vi';
import { MAIL_TEXTS } from '../../server/mail/texts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('translation catalogs', () => {
  it('have exactly the same keys in English and Vietnamese (react-admin and app)', () => {
    expect(keys(vi as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('use the same placeholders in both languages, plural forms only where English has them', () => {
    const viTexts = new Map(leaves(vi as Tree));
    for (const [key, text] of leaves(en as Tree)) {
      const other = viTexts.get(key) ?? '';
      expect(placeholders(other), key).toEqual(placeholders(text));
      // Vietnamese nouns do not inflect: one form may serve where English has two.
      if (other.includes('||||')) expect(text.includes('||||'), key).toBe(true);
    }
  });

  it('leave no Vietnamese text empty or identical to a long English one', () => {
    const enTexts = new Map(leaves(en as Tree));
    const untranslated = leaves(vi as Tree).filter(([key, text]) => {
      const english = enTexts.get(key) ?? '';
      return text.trim() === '' ? english.trim() !== '' : text === english && /[a-z]{4,}\s+[a-z]{4,}/i.test(english);
    });
    expect(untranslated).toEqual([]);
  });
});

/** Every Vietnamese text the product writes: the catalog and the server's emails and pages. */
function vietnameseTexts(): [string, string][] {
  const mail: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') mail.push([at, value]);
    else if (typeof value === 'function') mail.push([at, String(value('%{a}', '%{b}'))]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
  };
  walk(MAIL_TEXTS.vi, 'mail');
  return [...leaves(vi as Tree), ...mail];
}

describe('the Vietnamese glossary (i18n/GLOSSARY.md)', () => {
  // Each word the glossary rules out, with the term it asks for instead.
  const ruledOut: [RegExp, string][] = [
    [/tín dụng/i, 'lượt dùng'],
    [/số dư/i, 'lượt còn lại'],
    [/cao cấp/i, 'Premium'],
    [/ngưng/i, 'Ngừng hoạt động / Vô hiệu hóa'],
    [/bảng điều khiển/i, 'Tổng quan'],
    [/mốc thời gian/i, 'Dòng thời gian'],
    [/hành động này/i, 'Thao tác này'],
    [/giữ đơn/i, 'Không hủy'],
    [/(^|[^\p{L}])thư([^\p{L}]|$)/iu, 'email'],
    [/lỗi khi/i, 'Không thể …'],
    // 'Không tải được …': the failure pattern is 'Không thể + verb'.
    [/Không (?!thể |tìm |có )[^ ,.:']+( [^ ,.:']+){0,3} được/, 'Không thể + verb + object'],
    [/(?<!gói )đăng ký gần đây/iu, 'gói đăng ký (a subscription), not đăng ký alone'],
  ];

  it('uses none of the words it rules out', () => {
    const found = vietnameseTexts().flatMap(([key, text]) =>
      ruledOut.filter(([word]) => word.test(text)).map(([, instead]) => `${key}: '${text}' (use ${instead})`),
    );
    expect(found).toEqual([]);
  });
});
