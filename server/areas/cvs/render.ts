// Renders a CV's data into its template with logic-less Mustache (values HTML-escaped).
// A CV without a template, or whose template no longer parses, gets a plain built-in layout.
import Mustache from 'mustache';
import type { CvData } from '../../../contract/cv-data.js';

const PLAIN_LAYOUT = `<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{personal.fullName}}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; max-width: 820px; margin: 0 auto; padding: 40px 24px; line-height: 1.5; }
  h1 { margin: 0; font-size: 32px; } .title { color: #4b5563; font-size: 18px; margin: 4px 0 12px; }
  .contact { color: #6b7280; font-size: 14px; display: flex; flex-wrap: wrap; gap: 4px 16px; }
  h2 { font-size: 15px; text-transform: uppercase; letter-spacing: .08em; color: #2563eb; border-bottom: 1px solid #e5e7eb; padding-bottom: 4px; margin-top: 28px; }
  .item { margin: 12px 0; } .item h3 { margin: 0; font-size: 16px; } .meta { color: #6b7280; font-size: 13px; }
  ul.tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; } ul.tags li { background: #eff6ff; color: #1e40af; border-radius: 12px; padding: 2px 10px; font-size: 13px; }
</style>
</head>
<body>
<header>
  <h1>{{personal.fullName}}</h1>
  {{#personal.title}}<div class="title">{{personal.title}}</div>{{/personal.title}}
  <div class="contact">
    {{#personal.email}}<span>{{personal.email}}</span>{{/personal.email}}
    {{#personal.phone}}<span>{{personal.phone}}</span>{{/personal.phone}}
    {{#personal.location}}<span>{{personal.location}}</span>{{/personal.location}}
    {{#personal.website}}<span>{{personal.website}}</span>{{/personal.website}}
  </div>
</header>
{{#personal.summary}}<h2>Summary</h2><p>{{personal.summary}}</p>{{/personal.summary}}
{{#hasExperience}}<h2>Experience</h2>{{/hasExperience}}
{{#experience}}<div class="item"><h3>{{position}}{{#company}} · {{company}}{{/company}}</h3><div class="meta">{{startDate}} – {{endDate}}{{#location}} · {{location}}{{/location}}</div><p>{{description}}</p></div>{{/experience}}
{{#hasEducation}}<h2>Education</h2>{{/hasEducation}}
{{#education}}<div class="item"><h3>{{degree}}{{#school}} · {{school}}{{/school}}</h3><div class="meta">{{startDate}} – {{endDate}}{{#location}} · {{location}}{{/location}}</div><p>{{description}}</p></div>{{/education}}
{{#hasSkills}}<h2>Skills</h2><ul class="tags">{{#skills}}<li>{{name}}{{#level}} ({{level}}){{/level}}</li>{{/skills}}</ul>{{/hasSkills}}
{{#hasLanguages}}<h2>Languages</h2><ul class="tags">{{#languages}}<li>{{name}}{{#level}} ({{level}}){{/level}}</li>{{/languages}}</ul>{{/hasLanguages}}
{{#hasProjects}}<h2>Projects</h2>{{/hasProjects}}
{{#projects}}<div class="item"><h3>{{name}}</h3>{{#url}}<div class="meta">{{url}}</div>{{/url}}<p>{{description}}</p></div>{{/projects}}
{{#hasCertifications}}<h2>Certifications</h2>{{/hasCertifications}}
{{#certifications}}<div class="item"><h3>{{name}}</h3><div class="meta">{{issuer}}{{#date}} · {{date}}{{/date}}</div></div>{{/certifications}}
</body>
</html>`;

const SECTIONS = ['experience', 'education', 'skills', 'languages', 'projects', 'certifications'] as const;

/** The CV's stored content as Mustache view data; anything malformed becomes empty. */
function viewOf(content: unknown, fallbackName: string, lang: string) {
  const data = (content && typeof content === 'object' ? content : {}) as Partial<CvData>;
  const personal = { fullName: fallbackName, ...(data.personal && typeof data.personal === 'object' ? data.personal : {}) };
  const view: Record<string, unknown> = { ...data, personal, lang };
  for (const section of SECTIONS) {
    const items = Array.isArray(data[section]) ? data[section] : [];
    view[section] = items;
    view[`has${section[0]!.toUpperCase()}${section.slice(1)}`] = items.length > 0;
  }
  return view;
}

export function renderCv(cv: { name: string; language: string; content: unknown }, templateContent: string | null): string {
  const view = viewOf(cv.content, cv.name, cv.language);
  if (templateContent?.trim()) {
    try {
      return Mustache.render(templateContent, view);
    } catch {
      // An unparsable template must not break the preview: fall through to the plain layout.
    }
  }
  return Mustache.render(PLAIN_LAYOUT, view);
}
