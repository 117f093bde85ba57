// The note a translator reads beside an entry: where the text shows, what its placeholders
// are, how its plural works, and how long it may be where a phone cuts it.
import { budgetOf } from './budgets';
import { formsOf, placeholdersOf } from './rules';
import type { Usage } from './usage';

/** Where a key shows when no file of the SPA names it (react-admin's own texts, tables of the contract). */
function shownBy(key: string): string | undefined {
  if (key.startsWith('ra.')) return 'react-admin’s own text (buttons, pagination, confirmations, notifications)';
  if (key.startsWith('csv.')) return `a column header of the CSV file the ${key.split('.')[1]} export writes (opened in a spreadsheet)`;
  if (key.startsWith('app.server.')) return `the server’s refusal ${key.slice('app.server.'.length)}, in a toast or beside the field it names`;
  if (key.startsWith('resources.audit-log.actions.')) return 'an action’s label in the audit log';
  if (/^resources\.[^.]+\.name$/.test(key)) return 'the name of a list: its sidebar entry and page titles (one form for 1, one for several)';
  if (/^resources\.[^.]+\.fields\./.test(key)) return 'a field’s label (a column header, an input or a line of a details card)';
  return undefined;
}

const PLACEHOLDER_HINTS: Record<string, string> = {
  smart_count: 'the count that picks the plural form',
  name: 'a name (a person, a package, a template…)',
  date: 'a date and time, already written the Vietnamese way',
  time: 'a date and time, already written the Vietnamese way',
  email: 'an email address',
  amount: 'an amount of money with its currency',
  message: 'the server’s own sentence',
  reason: 'the reason, a sentence of its own',
  status: 'a status label (Chờ thanh toán, Đã thanh toán…)',
};

export function noteFor(key: string, english: string, usage: Usage | undefined): string {
  const lines: string[] = [];
  const where = usage ? `${usage.toast ? 'A toast. ' : ''}Shown by ${usage.files.join(', ')}` : shownBy(key);
  if (where) lines.push(where.endsWith('.') ? where : `${where}.`);
  const placeholders = placeholdersOf(english);
  if (placeholders.length)
    lines.push(
      `Keep ${placeholders.map((p) => `%{${p}}`).join(', ')} as written: the screen puts a value there (${placeholders
        .map((p) => `${p}: ${PLACEHOLDER_HINTS[p] ?? 'a value'}`)
        .join('; ')}).`,
    );
  if (formsOf(english).length > 1)
    lines.push('Plural: the form before |||| is for a count of 1, the one after for any other count; one form without |||| serves every count.');
  const budget = budgetOf(key);
  if (budget) lines.push(`At most ${budget.max} characters: ${budget.where}.`);
  return lines.join('\n');
}
