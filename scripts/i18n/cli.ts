// npm run i18n -- export vi --format po|xliff [--out FILE]
// npm run i18n -- import FILE
// npm run i18n -- check
// npm run i18n -- reviewed KEY… | --all
// README.md, 'Translating', says how a translator uses them.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './catalog-source';
import { checkCatalog, exportCatalog, formatOf, importTranslations, LANGUAGES, markReviewed, readTranslationFile, type Format } from './commands';
import type { Problem } from './rules';

const USAGE = `Usage:
  npm run i18n -- export vi --format po|xliff [--out FILE]   write the Vietnamese catalog for a translation tool (default vi.po / vi.xliff)
  npm run i18n -- import FILE                                write a translated .po or .xliff back into the catalog
  npm run i18n -- check                                      report every problem of the catalog, key by key
  npm run i18n -- reviewed KEY… | --all                      record that these translations fit today's English`;

/** The problems, grouped by key, one line each. */
function report(problems: Problem[]): string {
  const byKey = new Map<string, Problem[]>();
  for (const p of problems) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p]);
  return [...byKey].map(([key, list]) => `${key}\n${list.map((p) => `    ${p.kind}: ${p.message}`).join('\n')}`).join('\n');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: 'string' }, out: { type: 'string' }, all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) return console.log(USAGE);
  switch (command) {
    case 'export': {
      const language = rest[0] ?? 'vi';
      if (!(LANGUAGES as readonly string[]).includes(language))
        fail(`No catalog to translate for “${language}”: English is the source; the languages are ${LANGUAGES.join(', ')}.`);
      const format = (values.format ?? 'po') as Format;
      if (format !== 'po' && format !== 'xliff') fail(`--format is po or xliff, not “${format}”.`);
      const out = resolve(values.out ?? `${language}.${format}`);
      await writeFile(out, await exportCatalog(REPO_ROOT, format, language));
      return console.log(`Wrote ${out}`);
    }
    case 'import': {
      const path = rest[0] ?? fail(USAGE);
      const format = formatOf(path) ?? fail(`${path}: a .po or .xliff (.xlf) file, please.`);
      const result = await importTranslations(REPO_ROOT, await readTranslationFile(await readFile(path, 'utf8'), format));
      if (result.refused.length) fail(`Nothing was written: ${result.refused.length} problem(s).\n${report(result.refused)}`);
      const changed = result.changed.length ? ` (${result.changed.join(', ')})` : '';
      return console.log(
        `Imported ${path}: ${result.changed.length} text(s) changed${changed}; ${result.confirmed.length} confirmed as translated from today's English.`,
      );
    }
    case 'check': {
      const problems = await checkCatalog(REPO_ROOT);
      if (!problems.length) return console.log('The Vietnamese catalog is complete and holds to the glossary.');
      fail(
        `${report(problems)}\n\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.key)).size} key(s). README.md, 'Translating', says what each means.`,
      );
      break;
    }
    case 'reviewed': {
      if (!values.all && !rest.length) fail(USAGE);
      const done = await markReviewed(REPO_ROOT, values.all ? 'all' : rest);
      return console.log(`Recorded today's English for ${done.length} translation(s).`);
    }
    default:
      fail(USAGE);
  }
}

await main(process.argv.slice(2));
