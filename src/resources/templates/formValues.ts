// The template form's values and messages, shared by the edit dialog and the create page.
import type { SchemaMessages } from '../../components/form/schema';
import type { Template, TemplateFields } from '../../../contract/template-schemas';
import { TEMPLATE_FIELD_MESSAGES, type TemplateFieldError } from '../../../contract/templates';

export type TemplateFormValues = TemplateFields;

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

const CODES = new Map(Object.entries(TEMPLATE_FIELD_MESSAGES).map(([code, text]) => [text as string, code as TemplateFieldError]));

/** The form's messages (the contract's and the server's English) as catalog keys; others as sent. */
export const TEMPLATE_MESSAGES: SchemaMessages = {
  message: (message) => {
    const code = CODES.get(message);
    return code ? `resources.templates.validation.${code}` : message;
  },
};

/** The fields the API takes, trimmed. */
export const payloadOf = (v: TemplateFormValues): TemplateFields => ({
  ...v,
  name: v.name.trim(),
  description: v.description.trim(),
  category: v.category.trim(),
  preview: v.preview.trim(),
});
