// The twelve demo templates: one or more per template category, their HTML in
// ./templates/<slug>.html and a rendered thumbnail in ./previews/<slug>.jpg
// (regenerate with render-previews.ts after changing a template).
import { readFileSync } from 'node:fs';

export interface SeedTemplate {
  slug: string;
  name: string;
  description: string;
  category: string;
  isPremium: boolean;
  /** false: hidden from users (still used by some older CVs). */
  status: boolean;
  /** Relative popularity among CVs. */
  weight: number;
  /** Days before "now" the template was added. */
  ageDays: number;
}

export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  {
    slug: 'classic-professional',
    name: 'Classic Professional',
    description: 'A timeless serif layout with a centred header and clear section labels. Suits banking, law and consulting.',
    category: 'professional',
    isPremium: false,
    status: true,
    weight: 16,
    ageDays: 425,
  },
  {
    slug: 'corporate-sidebar',
    name: 'Corporate Sidebar',
    description: 'Navy sidebar for contact details and skills, a roomy main column for experience. A safe choice for corporate roles.',
    category: 'professional',
    isPremium: false,
    status: true,
    weight: 14,
    ageDays: 410,
  },
  {
    slug: 'coral-canvas',
    name: 'Coral Canvas',
    description: 'Bold coral header, card-style experience and skill chips. Made for designers, marketers and creators.',
    category: 'creative',
    isPremium: true,
    status: true,
    weight: 7,
    ageDays: 300,
  },
  {
    slug: 'modern-teal',
    name: 'Modern Teal',
    description: 'Clean two-column design with a teal accent, dates in their own column and a light sidebar for skills.',
    category: 'modern',
    isPremium: false,
    status: true,
    weight: 15,
    ageDays: 380,
  },
  {
    slug: 'modern-timeline',
    name: 'Modern Timeline',
    description: 'Career and education on a vertical timeline with a violet-to-teal gradient. Shows progression at a glance.',
    category: 'modern',
    isPremium: true,
    status: true,
    weight: 8,
    ageDays: 220,
  },
  {
    slug: 'minimal-mono',
    name: 'Minimal Mono',
    description: 'Black and white, generous whitespace and monospaced labels. Lets the content speak for itself.',
    category: 'minimal',
    isPremium: false,
    status: true,
    weight: 9,
    ageDays: 350,
  },
  {
    slug: 'executive-gold',
    name: 'Executive Gold',
    description: 'Charcoal header with gold rules and classic serif type, for directors and senior managers.',
    category: 'executive',
    isPremium: true,
    status: true,
    weight: 5,
    ageDays: 260,
  },
  {
    slug: 'developer-dark',
    name: 'Developer Dark',
    description: 'A dark, terminal-inspired layout with a tech-stack tag cloud. Built for engineers and data people.',
    category: 'tech',
    isPremium: true,
    status: true,
    weight: 8,
    ageDays: 200,
  },
  {
    slug: 'academic-scholar',
    name: 'Academic Scholar',
    description: 'LaTeX-style CV with small caps headings, education first and room for publications and honours.',
    category: 'academic',
    isPremium: false,
    status: true,
    weight: 4,
    ageDays: 330,
  },
  {
    slug: 'student-fresh',
    name: 'Student Fresh',
    description: 'Friendly rounded cards with education and projects up front. Ideal for students and first jobs.',
    category: 'student',
    isPremium: false,
    status: true,
    weight: 10,
    ageDays: 180,
  },
  {
    slug: 'ats-simple',
    name: 'ATS Simple',
    description: 'Single column, standard headings and plain text only, so applicant tracking systems read every word.',
    category: 'ats-friendly',
    isPremium: false,
    status: true,
    weight: 12,
    ageDays: 150,
  },
  {
    slug: 'retro-typewriter',
    name: 'Retro Typewriter',
    description: 'Typewriter type on warm paper with a rubber stamp. Retired from the gallery, kept for the CVs that use it.',
    category: 'creative',
    isPremium: true,
    status: false,
    weight: 1,
    ageDays: 400,
  },
];

const cache = new Map<string, string>();

export function templateHtml(slug: string): string {
  let html = cache.get(slug);
  if (html === undefined) {
    html = readFileSync(new URL(`./templates/${slug}.html`, import.meta.url), 'utf8');
    cache.set(slug, html);
  }
  return html;
}

/** A Buffer, which both database drivers accept for bytea. */
export function templatePreview(slug: string): Buffer {
  return readFileSync(new URL(`./previews/${slug}.jpg`, import.meta.url));
}
