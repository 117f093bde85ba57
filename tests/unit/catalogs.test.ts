import { describe, expect, it } from 'vitest';
import { catalogLeaves, type CatalogTree } from '../../i18n/catalog';
import en from '../../i18n/en';
import vi from '../../i18n/vi';
import { ruledOutIn } from '../../scripts/i18n/rules';
import { MAIL_TEXTS } from '../../server/mail/texts';

type Tree = CatalogTree;

const keys = (tree: Tree) => [...catalogLeaves(tree).keys()];
const leaves = (tree: Tree) => [...catalogLeaves(tree)];

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
  // i18n/glossary-rules.ts: each word the glossary rules out, with the term it asks for instead;
  // the same rules `npm run i18n -- check` and `import` hold (scripts/i18n/rules.ts).
  it('uses none of the words it rules out', () => {
    const found = vietnameseTexts().flatMap(([key, text]) =>
      ruledOutIn(key, text, key.startsWith('mail.') ? 'mail' : 'panel').map((why) => `${key}: '${text}' (${why})`),
    );
    expect(found).toEqual([]);
  });

  it('rules out what the review found, so no later text brings it back', () => {
    const refused = (key: string, text: string) => ruledOutIn(key, text).length > 0;
    expect(refused('app.menu.team', 'Đội ngũ')).toBe(true);
    expect(refused('resources.audit-log.title', 'Nhật ký hoạt động')).toBe(true);
    expect(refused('resources.templates.categories.ats-friendly', 'Thân thiện ATS')).toBe(true);
    expect(refused('resources.orders.fields.paid_at', 'Thanh toán lúc')).toBe(true);
    expect(refused('resources.cvs.detail.id', 'Mã CV')).toBe(true);
    expect(refused('app.dashboard.review_orders', 'Duyệt đơn hàng')).toBe(true);
    expect(refused('app.roles.admin', 'Quản trị viên')).toBe(true);
    expect(refused('resources.cvs.detail.owner', 'Chủ sở hữu CV')).toBe(true);
    expect(refused('app.team.inactive', 'Đã vô hiệu hóa')).toBe(true);
    expect(refused('resources.orders.subscription_active', 'Đang hoạt động')).toBe(true);
    expect(refused('app.login.errors.challenge_expired', 'Lượt đăng nhập đã hết hạn.')).toBe(true);
    expect(refused('app.settings.descriptions.security', 'phiên làm việc')).toBe(true);
    expect(refused('app.team.role_hints.finance', 'xuất file')).toBe(true);
    expect(refused('app.common.loading', 'Đang tải...')).toBe(true);
    expect(refused('resources.templates.validation.imageTooLarge', 'nhỏ hơn 5MB')).toBe(true);
    expect(refused('app.settings.hints.maxTokens', 'Khuyến nghị: 2000')).toBe(true);
    // …and not what is right: the browser (trình duyệt), the order code, a toast, the emails' sign-off.
    expect(refused('app.profile.sessions.unknown_device', 'Trình duyệt không xác định')).toBe(false);
    expect(refused('resources.orders.fields.orderCode', 'Mã đơn hàng')).toBe(false);
    expect(refused('resources.users.deactivated', 'Đã vô hiệu hóa người dùng.')).toBe(false);
    expect(ruledOutIn('mail.signoff', 'Đội ngũ CV Builder', 'mail')).toEqual([]);
  });
});
