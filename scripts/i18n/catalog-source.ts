// The Vietnamese catalogs as TypeScript source: each text is read from its string literal
// (not by importing the module, so a copy anywhere can be read and no module cache stands
// in the way), and an import rewrites those literals in place, leaving every comment, key
// and line as it was; Prettier then lays out what grew past the line width, as `npm run
// format` would.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

/** A catalog file and the object literals in it that hold texts, each with the key prefix of its texts. */
export interface CatalogFile {
  path: string;
  roots: Record<string, string>;
}

/** This repository: its Prettier settings lay out a catalog wherever the copy being written is. */
export const REPO_ROOT = join(import.meta.dirname, '../..');

/** Where the Vietnamese texts live (paths from the repository's root). */
export const VIETNAMESE_FILES: readonly CatalogFile[] = [
  // raVi holds { ra: … } and appVi { resources: …, app: … }: their keys are the catalog's own.
  { path: 'i18n/vi.ts', roots: { raVi: '', appVi: '' } },
  { path: 'contract/csv-headers.ts', roots: { CSV_HEADERS_VI: 'csv.' } },
];

interface Literal {
  file: string;
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral;
  text: string;
}

/** `x as const`, `x satisfies T`, `(x)`: the object literal inside. */
function objectOf(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
  return node && ts.isObjectLiteralExpression(node) ? node : undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

function collect(object: ts.ObjectLiteralExpression, prefix: string, file: string, out: Map<string, Literal>, errors: string[], source: ts.SourceFile) {
  for (const property of object.properties) {
    const name = ts.isPropertyAssignment(property) ? propertyName(property.name) : undefined;
    if (!ts.isPropertyAssignment(property) || name === undefined) {
      const { line } = source.getLineAndCharacterOfPosition(property.getStart());
      errors.push(`${file}:${line + 1}: only 'key: text' and 'key: { … }' are read here`);
      continue;
    }
    const key = `${prefix}${name}`;
    const value = property.initializer;
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) out.set(key, { file, node: value, text: value.text });
    else {
      const inner = objectOf(value);
      if (inner) collect(inner, `${key}.`, file, out, errors, source);
      else errors.push(`${file}: ${key} is not a plain text, so no tool can translate it`);
    }
  }
}

interface ParsedFile {
  catalog: CatalogFile;
  text: string;
  source: ts.SourceFile;
}

async function parse(root: string, catalog: CatalogFile): Promise<ParsedFile> {
  const text = await readFile(join(root, catalog.path), 'utf8');
  return { catalog, text, source: ts.createSourceFile(catalog.path, text, ts.ScriptTarget.Latest, true) };
}

function literalsOf({ catalog, source }: ParsedFile, out: Map<string, Literal>, errors: string[]) {
  const found = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !(declaration.name.text in catalog.roots)) continue;
      const object = objectOf(declaration.initializer);
      if (!object) continue;
      found.add(declaration.name.text);
      collect(object, catalog.roots[declaration.name.text]!, catalog.path, out, errors, source);
    }
  }
  for (const name of Object.keys(catalog.roots)) if (!found.has(name)) errors.push(`${catalog.path}: no object literal named ${name}`);
}

/** Every Vietnamese text by key, read from the source files under `root`. */
export async function readVietnamese(root: string, files = VIETNAMESE_FILES): Promise<Map<string, string>> {
  const literals = new Map<string, Literal>();
  const errors: string[] = [];
  for (const file of files) literalsOf(await parse(root, file), literals, errors);
  if (errors.length) throw new Error(errors.join('\n'));
  return new Map([...literals].map(([key, { text }]) => [key, text]));
}

/** A string literal as Prettier writes it (single quotes unless the text holds more of them than double quotes). */
export function quote(text: string): string {
  const q = (text.match(/'/g)?.length ?? 0) > (text.match(/"/g)?.length ?? 0) ? '"' : "'";
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replaceAll(q, `\\${q}`);
  return `${q}${escaped}${q}`;
}

/**
 * Writes new texts over the literals of their keys; every other byte stays. Returns the files
 * it changed. A key that no literal holds is an error (nothing is written then).
 */
export async function writeVietnamese(root: string, texts: Map<string, string>, files = VIETNAMESE_FILES): Promise<string[]> {
  const parsed = await Promise.all(files.map((file) => parse(root, file)));
  const literals = new Map<string, Literal>();
  const errors: string[] = [];
  for (const file of parsed) literalsOf(file, literals, errors);
  for (const key of texts.keys()) if (!literals.has(key)) errors.push(`${key}: no such text in the catalogs`);
  if (errors.length) throw new Error(errors.join('\n'));

  const changed: string[] = [];
  for (const file of parsed) {
    const edits = [...texts]
      .map(([key, text]) => ({ literal: literals.get(key)!, text }))
      .filter(({ literal, text }) => literal.file === file.catalog.path && literal.text !== text)
      .sort((a, b) => b.literal.node.getStart() - a.literal.node.getStart());
    if (!edits.length) continue;
    let text = file.text;
    for (const { literal, text: value } of edits) text = text.slice(0, literal.node.getStart()) + quote(value) + text.slice(literal.node.getEnd());
    const path = join(root, file.catalog.path);
    const options = (await prettier.resolveConfig(join(REPO_ROOT, file.catalog.path))) ?? {};
    await writeFile(path, await prettier.format(text, { ...options, filepath: path }));
    changed.push(file.catalog.path);
  }
  return changed;
}
