// CV templates: categories, limits and the template form's rules, shared by
// the edit dialog, the create form and the server.
import type { TemplateFieldError } from './template-messages.js';

export { TEMPLATE_FIELD_MESSAGES, type TemplateFieldError } from './template-messages.js';

export const TEMPLATE_CATEGORIES = ['professional', 'creative', 'modern', 'minimal', 'executive', 'tech', 'academic', 'student', 'ats-friendly'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const isTemplateCategory = (value: unknown): value is TemplateCategory =>
  typeof value === 'string' && (TEMPLATE_CATEGORIES as readonly string[]).includes(value);

export const TEMPLATE_PAGE_SIZE = 12;
/** Preview image upload limit: 5 MB. */
export const PREVIEW_MAX_BYTES = 5_242_880;
/** Template HTML limit (docs/api.md "Templates"): 1 MB of UTF-8. */
export const TEMPLATE_MAX_BYTES = 1_048_576;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
/** Where uploaded preview images are served (public, so an <img> can load them). */
export const PREVIEW_IMAGE_PATH = '/api/template-previews/';

export type TemplateFieldErrors = Partial<Record<'name' | 'description' | 'category' | 'preview', TemplateFieldError>>;

export interface CheckOptions {
  /** The edit form requires a preview; a new template may start without one. */
  previewRequired: boolean;
}

/**
 * The template form rules: one error code per field, in the form's order of checks.
 * Lengths count the trimmed text, so "  ab  " is too short.
 */
export function checkTemplateFields(
  values: Partial<Record<'name' | 'description' | 'category' | 'preview', unknown>>,
  options: CheckOptions,
): TemplateFieldErrors {
  const errors: TemplateFieldErrors = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

  const name = text(values.name);
  if (!name) errors.name = 'nameRequired';
  else if (name.length < NAME_MIN) errors.name = 'nameTooShort';
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong';

  const description = text(values.description);
  if (!description) errors.description = 'descriptionRequired';
  else if (description.length < DESCRIPTION_MIN) errors.description = 'descriptionTooShort';
  else if (description.length > DESCRIPTION_MAX) errors.description = 'descriptionTooLong';

  const category = text(values.category);
  if (!category) errors.category = 'categoryRequired';
  else if (!isTemplateCategory(category)) errors.category = 'categoryInvalid';

  const preview = text(values.preview);
  if (!preview) {
    if (options.previewRequired) errors.preview = 'previewRequired';
  } else if (!preview.startsWith('/') && !preview.startsWith('http')) errors.preview = 'previewInvalid';
  else if (preview.length > 2000) errors.preview = 'previewTooLong';
  return errors;
}

/**
 * A new template's starting HTML: every CV section, and it passes validation with no
 * errors and no warnings (a server test holds it to that).
 */
export const STARTER_TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{{personal.fullName}}</title>
  <style>
    body { font-family: Georgia, 'Times New Roman', serif; color: #1f2937; margin: 0; }
    .page { max-width: 800px; margin: 0 auto; padding: 40px 48px; }
    header { border-bottom: 2px solid #1d4ed8; padding-bottom: 16px; margin-bottom: 24px; }
    h1 { margin: 0; font-size: 32px; }
    .title { color: #1d4ed8; font-size: 18px; margin: 4px 0 8px; }
    .contact { font-size: 14px; color: #4b5563; }
    h2 { font-size: 16px; text-transform: uppercase; letter-spacing: 1px; color: #1d4ed8; margin: 24px 0 8px; }
    .item { margin-bottom: 12px; }
    .item h3 { margin: 0; font-size: 15px; }
    .meta { font-size: 13px; color: #6b7280; }
    ul.tags { list-style: none; padding: 0; margin: 0; }
    ul.tags li { display: inline-block; margin: 0 8px 6px 0; padding: 2px 8px; background: #eff6ff; border-radius: 4px; font-size: 13px; }
  </style>
</head>
<body>
  <div class="page">
    <header>
      <h1>{{personal.fullName}}</h1>
      <p class="title">{{personal.title}}</p>
      <p class="contact">{{personal.email}} · {{personal.phone}} · {{personal.location}}{{#personal.website}} · {{personal.website}}{{/personal.website}}</p>
    </header>
    {{#personal.summary}}
    <section>
      <h2>Summary</h2>
      <p>{{personal.summary}}</p>
    </section>
    {{/personal.summary}}
    <section>
      <h2>Experience</h2>
      {{#experience}}
      <div class="item">
        <h3>{{position}} · {{company}}</h3>
        <div class="meta">{{startDate}} – {{endDate}} · {{location}}</div>
        <p>{{description}}</p>
      </div>
      {{/experience}}
    </section>
    <section>
      <h2>Education</h2>
      {{#education}}
      <div class="item">
        <h3>{{degree}}</h3>
        <div class="meta">{{school}} · {{startDate}} – {{endDate}}</div>
        <p>{{description}}</p>
      </div>
      {{/education}}
    </section>
    <section>
      <h2>Skills</h2>
      <ul class="tags">
        {{#skills}}<li>{{name}} ({{level}})</li>{{/skills}}
      </ul>
    </section>
    <section>
      <h2>Languages</h2>
      <ul class="tags">
        {{#languages}}<li>{{name}} · {{level}}</li>{{/languages}}
      </ul>
    </section>
    <section>
      <h2>Projects</h2>
      {{#projects}}
      <div class="item">
        <h3>{{name}}</h3>
        <p>{{description}}</p>
        {{#url}}<div class="meta">{{url}}</div>{{/url}}
      </div>
      {{/projects}}
    </section>
    <section>
      <h2>Certifications</h2>
      {{#certifications}}
      <div class="item">
        <h3>{{name}}</h3>
        <div class="meta">{{issuer}} · {{date}}</div>
      </div>
      {{/certifications}}
    </section>
  </div>
</body>
</html>
`;
