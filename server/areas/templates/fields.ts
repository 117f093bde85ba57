// A template's input as the form's rules want it: the fields trimmed, then held to them (400 with
// every field's message; on an update only the fields being changed are held to them), and
// invalid HTML answered with its validation.
import type { Context } from 'hono';
import type { TemplateFields, TemplateValidation } from '../../../contract/template-schemas.js';
import { checkTemplateFields, TEMPLATE_FIELD_MESSAGES } from '../../../contract/templates.js';
import type { AppEnv } from '../../http/context.js';
import { badRequest } from '../../http/envelope.js';

export function checkFields(values: Partial<TemplateFields>, options: { previewRequired: boolean; only?: string[] }) {
  const found = checkTemplateFields(values, options);
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(found)) {
    if (!options.only || options.only.includes(field)) errors[field] = TEMPLATE_FIELD_MESSAGES[code];
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

export const trimmed = <T extends Partial<TemplateFields>>(v: T): T => ({
  ...v,
  ...(v.name !== undefined && { name: v.name.trim() }),
  ...(v.description !== undefined && { description: v.description.trim() }),
  ...(v.category !== undefined && { category: v.category.trim() }),
  ...(v.preview !== undefined && { preview: v.preview.trim() }),
});

/** Invalid HTML: 400 with the field error and the full lists, as POST /validate gives them. */
export function invalidContent(c: Context<AppEnv>, result: TemplateValidation) {
  const n = result.errors.length;
  const message = `The template has ${n} error${n === 1 ? '' : 's'}: ${result.errors[0]}`;
  return c.json({ success: false, message, errors: { content: result.errors.join('\n') }, data: result }, 400);
}
