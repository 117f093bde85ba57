// What a Vietnamese text must hold to, as `check` reports it and `import` refuses it: the
// English's placeholders, a plural polyglot can read, no word the glossary rules out, the
// conventions GLOSSARY.md writes down (punctuation, numbers, units), a translation at all, and
// a length that fits where a phone cuts the text.
import { RULED_OUT, SAME_AS_ENGLISH } from '../../i18n/glossary-rules';
import { budgetOf } from './budgets';
import type { Usage } from './usage';

export type ProblemKind = 'missing' | 'extra' | 'empty' | 'placeholders' | 'plural' | 'glossary' | 'convention' | 'untranslated' | 'length' | 'fuzzy';

export interface Problem {
  key: string;
  kind: ProblemKind;
  message: string;
}

export const PLURAL_SEPARATOR = '||||';

export const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!))].sort();
export const formsOf = (text: string) => text.split(PLURAL_SEPARATOR).map((form) => form.trim());

/**
 * Keys a screen passes to notify() other than by their literal name (built from parts, or
 * handed over in a variable): toasts all the same.
 */
const OTHER_TOASTS = new Set([
  'resources.users.bulk.activated',
  'resources.users.bulk.deactivated',
  'resources.users.bulk.deleted',
  'resources.users.bulk.activate_failed',
  'resources.users.bulk.deactivate_failed',
  'resources.users.bulk.delete_failed',
  'resources.packages.status_failed',
  'resources.packages.popular_failed',
]);

/** Groups of labels: column and field names, tabs, states, menu entries. */
const LABEL_GROUP =
  /\.(fields|columns|tabs|statuses|status|stats|menu|roles|categories|category|entities|funnel|periods|types|kinds|languages|credits|cards|section_names)\./;
const TITLE_KEY = /(^|[._])(title|name|label)$/;

/** Words that start a clause: after a colon they make it the English ': ' joining two sentences. */
const CLAUSE_AFTER_COLON =
  /: (hãy|vui lòng|không thể|không có|chưa|đã|sẽ|có thể|cần|phải|mã chỉ|biểu đồ|vai trò|sau mật khẩu|trước thời hạn|người này|bạn|anh\/chị|mọi|mỗi|quét|nhập|chỉ|địa chỉ)(?=[ .,])/iu;

/** What may end a sentence: a stop, a question, an ellipsis, a prompt's colon, a bracket or quote, or a value the screen puts there. */
const SENTENCE_END = /([.?!…:)]|”|%\{\w+\})$/;

export interface TextContext {
  key: string;
  english: string;
  usage?: Usage;
}

const isToast = ({ key, usage }: TextContext) => Boolean(usage?.toast) || key.startsWith('ra.notification.') || OTHER_TOASTS.has(key);

/** A sentence takes a full stop; a label or button does not (GLOSSARY.md, Conventions). */
function fullStopProblem(context: TextContext, form: string): string | undefined {
  const englishEnds = formsOf(context.english).some((f) => /[.?!]$/.test(f));
  const failure = /^Không thể /.test(form) && !TITLE_KEY.test(context.key);
  const sentence = isToast(context) || englishEnds || failure || /[.?!] \p{Lu}/u.test(form);
  if (sentence && !SENTENCE_END.test(form)) return isToast(context) ? 'a toast ends with a full stop' : 'a sentence ends with a full stop';
  if (!sentence && /(?<!\.)\.$/.test(form) && (LABEL_GROUP.test(`.${context.key}`) || TITLE_KEY.test(context.key) || form.split(' ').length <= 4))
    return 'a label or a button takes no full stop';
  return undefined;
}

/** The glossary's ruled-out words in a text ('panel' rules skip the emails). */
export function ruledOutIn(key: string, text: string, where: 'panel' | 'mail' = 'panel'): string[] {
  return RULED_OUT.filter((rule) => (!rule.keys || rule.keys.test(key)) && (rule.scope !== 'panel' || where === 'panel') && rule.word.test(text)).map(
    (rule) => `“${text.match(rule.word)![0].trim()}”: write ${rule.instead}`,
  );
}

/** The conventions of GLOSSARY.md that a machine can see. */
function conventionProblems(context: TextContext, text: string): string[] {
  const found: string[] = [];
  // Straight quotes are code's (HTML attributes, Mustache); a text quotes with “ ”.
  if (/"/.test(text.replace(/<[^>]*>|\{\{[^}]*\}\}/g, ''))) found.push('quotes are “ ”, not "');
  if (CLAUSE_AFTER_COLON.test(text)) found.push('no English colon before a clause: make it a sentence of its own, or join with nên, vì, để');
  for (const form of formsOf(text)) {
    const stop = fullStopProblem(context, form);
    if (stop && !found.includes(stop)) found.push(stop);
  }
  return found;
}

function pluralProblems(english: string, text: string): string[] {
  const englishForms = formsOf(english);
  const forms = formsOf(text);
  const found: string[] = [];
  if (/(?<!\|)\|{3}(?!\|)|\|{5,}/.test(text)) found.push(`plural forms are separated by ${PLURAL_SEPARATOR} (four bars)`);
  if (forms.length > 1 && englishForms.length === 1) found.push(`the English has no plural, so no ${PLURAL_SEPARATOR} here`);
  // polyglot reads Vietnamese by the English rule (1, then any other count): two forms at most.
  if (forms.length > 2) found.push('at most two forms: the one for 1, then the one for any other count (or one form for all)');
  if (forms.length > 1 && forms.some((form) => form === '')) found.push('a plural form is empty');
  if (englishForms.length > 1 && englishForms.at(-1)!.includes('%{smart_count}') && !forms.at(-1)!.includes('%{smart_count}'))
    found.push('the form for other counts must show %{smart_count}');
  return found;
}

/** Everything wrong with one Vietnamese text, `fuzzy` aside (that is the entry's state, not its text). */
export function textProblems(context: TextContext, text: string): Problem[] {
  const { key, english } = context;
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, message: string) => problems.push({ key, kind, message });
  if (text.trim() === '' && english.trim() !== '') {
    add('empty', 'no translation');
    return problems;
  }
  const want = placeholdersOf(english);
  const have = placeholdersOf(text);
  const lost = want.filter((p) => !have.includes(p));
  const added = have.filter((p) => !want.includes(p));
  if (lost.length) add('placeholders', `missing ${lost.map((p) => `%{${p}}`).join(', ')}`);
  if (added.length) add('placeholders', `not in the English: ${added.map((p) => `%{${p}}`).join(', ')} (the screen has no value for it)`);
  for (const message of pluralProblems(english, text)) add('plural', message);
  // msgfmt and polyglot alike: a text that starts or ends with a line break keeps it.
  if (english.startsWith('\n') !== text.startsWith('\n') || english.endsWith('\n') !== text.endsWith('\n'))
    add('convention', 'starts and ends with a line break where the English does');
  for (const message of ruledOutIn(key, text)) add('glossary', message);
  for (const message of conventionProblems(context, text)) add('convention', message);
  if (text === english && /\p{L}{2}/u.test(english.replace(/%\{\w+\}/g, '')) && !SAME_AS_ENGLISH.includes(text)) add('untranslated', 'the same as the English');
  const budget = budgetOf(key);
  const longest = Math.max(...formsOf(text).map((form) => [...form].length));
  if (budget && longest > budget.max) add('length', `${longest} characters; ${budget.where} fits ${budget.max}`);
  return problems;
}
