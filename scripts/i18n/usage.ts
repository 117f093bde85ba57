// Where the SPA uses each key: the files that name it, and whether a line that names it shows
// a toast (notify). The translator's note says where a text shows; the check holds a toast to
// the toasts' full stop. Keys are found as string literals, as tests/unit/catalog-usage.test.ts
// finds them; a key built from parts (`resources.users.bulk.${key}`) is not a use of any one key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Usage {
  files: string[];
  toast: boolean;
}

const KEY = /(?:'|"|`)((?:app|resources|ra)\.[\w.-]+?)('|"|`)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each key the SPA under `root`/src names, with its files (relative to `root`). */
export function scanUsage(root: string): Map<string, Usage> {
  const usage = new Map<string, Usage>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const name = relative(root, file);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      for (const m of line.matchAll(KEY)) {
        const key = m[1]!;
        const entry = usage.get(key) ?? { files: [], toast: false };
        if (!entry.files.includes(name)) entry.files.push(name);
        if (/\bnotify\(/.test(line)) entry.toast = true;
        usage.set(key, entry);
      }
    }
  }
  return usage;
}
