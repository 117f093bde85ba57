// The template form's values and errors, shared by the edit dialog and the create page.
import type { Template, TemplateFields } from '../../../contract/template-schemas';
import { checkTemplateFields, TEMPLATE_FIELD_MESSAGES, type TemplateFieldError } from '../../../contract/templates';

export type TemplateFormValues = TemplateFields;
/** Field → translation key of its message. */
export type TemplateFormErrors = Partial<Record<keyof TemplateFields, string>>;

export const emptyTemplateForm: TemplateFormValues = {
  name: '',
  description: '',
  category: '',
  preview: '',
  isPremium: false,
  status: true,
};

export const formValuesOf = (t: Template): TemplateFormValues => ({
  name: t.name,
  description: t.description,
  category: t.category,
  preview: t.preview,
  isPremium: t.isPremium,
  status: t.status,
});

const key = (code: TemplateFieldError) => `resources.templates.validation.${code}`;

/** Spec §5's rules as translation keys per field. */
export function validateTemplateForm(values: TemplateFormValues, previewRequired: boolean): TemplateFormErrors {
  const found = checkTemplateFields(values, { previewRequired });
  return Object.fromEntries(Object.entries(found).map(([field, code]) => [field, key(code)]));
}

/** The server's field errors (English sentences of the same rules) as translation keys. */
export function serverFieldErrors(error: unknown): TemplateFormErrors {
  const errors = (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};
  const codes = Object.entries(TEMPLATE_FIELD_MESSAGES) as [TemplateFieldError, string][];
  const out: TemplateFormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const code = codes.find(([, text]) => text === message)?.[0];
    out[field as keyof TemplateFields] = code ? key(code) : message;
  }
  return out;
}

/** The fields the API takes, trimmed. */
export const payloadOf = (v: TemplateFormValues): TemplateFields => ({
  ...v,
  name: v.name.trim(),
  description: v.description.trim(),
  category: v.category.trim(),
  preview: v.preview.trim(),
});
