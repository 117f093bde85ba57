// The template check's messages (docs/api.md "Templates"): one table shared by the validator,
// which fills them in, and the editor, which recognises them to show them translated.

/**
 * Every message the check can give, as templates with %{name} parameters. The server sends
 * the filled-in English text (docs/api.md "Templates": lists of text); the editor finds which template a
 * text came from and shows the catalog's translation (resources.templates.check.<key>).
 */
export const CHECK_MESSAGES = {
  empty: 'Template content is empty',
  tooLarge: 'Template is too large: %{bytes} bytes, the limit is 1 MB (1,048,576 bytes)',
  strayClosingTag: 'Closing tag </%{tag}> on line %{line} has no matching opening tag',
  forbiddenTag: '<%{tag}> on line %{line} is not allowed in templates',
  eventHandler: 'Event handler attribute "%{attribute}" on <%{tag}> (line %{line}) is not allowed',
  javascriptUrl: 'A javascript: URL in the "%{attribute}" attribute of <%{tag}> (line %{line}) is not allowed',
  javascriptRefresh: 'A javascript: URL in <meta http-equiv="refresh"> on line %{line} is not allowed',
  javascriptStyle: 'A javascript: URL in <style> (line %{line}) is not allowed',
  unclosedBeforeClose: '<%{tag}> opened on line %{line} is not closed before </%{closer}> on line %{closerLine}',
  unclosedBeforeOpen: '<%{tag}> opened on line %{line} is not closed before <%{opener}> on line %{openerLine}',
  neverClosed: '<%{tag}> opened on line %{line} is never closed',
  sectionNeverClosed: 'Mustache section {{#%{name}}} opened on line %{line} is never closed',
  sectionMismatch: 'Mustache section {{#%{name}}} opened on line %{line} is not closed before {{/%{closer}}} on line %{closerLine}',
  sectionUnopened: 'Closing tag {{/%{name}}} on line %{line} has no matching Mustache section',
  tagUnclosed: 'Mustache tag on line %{line} is not closed with }}',
  mustacheSyntax: 'Mustache syntax error: %{error}',
  unknownSection: 'Unknown Mustache section {{%{kind}%{name}}} on line %{line}',
  noDoctype: 'The template has no <!DOCTYPE html> declaration',
  noFullName: 'The template does not show {{personal.fullName}}',
  externalResource: 'External resource "%{url}" (%{attribute} of <%{tag}>, line %{line}) is loaded from another server',
  externalStyle: 'External resource "%{url}" (<style>, line %{line}) is loaded from another server',
  imgNoAlt: '<img> on line %{line} has no alt attribute',
  unknownPlaceholder: 'Unknown placeholder {{%{name}}} on line %{line}',
  partial: 'Partial {{> %{name}}} on line %{line} is not supported and renders nothing',
  more: '…and %{count} more',
} as const;
export type CheckMessage = keyof typeof CHECK_MESSAGES;

/** A message with its parameters filled in. */
export function checkMessage(key: CheckMessage, params: Record<string, string | number> = {}): string {
  return CHECK_MESSAGES[key].replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

const PATTERNS = (Object.entries(CHECK_MESSAGES) as [CheckMessage, string][]).map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(/%\{(\w+)\}/)
    .map((part, i) => (i % 2 ? (names.push(part), '(.*?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { key, names, re: new RegExp(`^${source}$`, 's') };
});

/** Which message a text is, with its parameters: how a screen translates the server's lists. */
export function parseCheckMessage(text: string): { key: CheckMessage; params: Record<string, string> } | undefined {
  for (const { key, names, re } of PATTERNS) {
    const m = re.exec(text);
    if (m) return { key, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * The form's messages. The server answers with these English sentences; the screens show
 * the catalog entry `resources.templates.validation.<code>` (the same text, translated).
 */
export const TEMPLATE_FIELD_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooShort: 'Template name must be at least 3 characters',
  nameTooLong: 'Template name must be less than 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Template description must be less than 500 characters',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Invalid template category',
  previewRequired: 'Preview image URL is required',
  previewInvalid: 'Preview URL should start with / or http',
  previewTooLong: 'Preview URL must be less than 2000 characters',
} as const;
export type TemplateFieldError = keyof typeof TEMPLATE_FIELD_MESSAGES;
