// The data a CV holds and a template renders through Mustache: shared by the seed, the
// server renderer, the template validator (known placeholders) and the editor's preview.

export interface CvData {
  personal: {
    fullName: string;
    title: string;
    email: string;
    phone: string;
    location: string;
    website: string;
    summary: string;
  };
  experience: { position: string; company: string; location: string; startDate: string; endDate: string; description: string }[];
  education: { degree: string; school: string; location: string; startDate: string; endDate: string; description: string }[];
  skills: { name: string; level: string }[];
  languages: { name: string; level: string }[];
  projects: { name: string; description: string; url: string }[];
  certifications: { name: string; issuer: string; date: string }[];
}

/** Section name → the fields of one item (placeholders valid inside {{#section}}…{{/section}}). */
export const CV_SECTIONS = {
  experience: ['position', 'company', 'location', 'startDate', 'endDate', 'description'],
  education: ['degree', 'school', 'location', 'startDate', 'endDate', 'description'],
  skills: ['name', 'level'],
  languages: ['name', 'level'],
  projects: ['name', 'description', 'url'],
  certifications: ['name', 'issuer', 'date'],
} as const satisfies Record<Exclude<keyof CvData, 'personal'>, readonly string[]>;

export const PERSONAL_FIELDS = ['fullName', 'title', 'email', 'phone', 'location', 'website', 'summary'] as const;

/** Every top-level placeholder name a template may use. */
export const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set(['personal', ...PERSONAL_FIELDS.map((f) => `personal.${f}`), ...Object.keys(CV_SECTIONS)]);

/** Sample data for the template editor's preview. */
export const SAMPLE_CV: CvData = {
  personal: {
    fullName: 'Nguyễn Minh Anh',
    title: 'Senior Frontend Engineer',
    email: 'minhanh.nguyen@example.com',
    phone: '+84 912 345 678',
    location: 'Hồ Chí Minh, Việt Nam',
    website: 'https://minhanh.dev',
    summary: 'Frontend engineer with eight years of experience building fast, accessible web applications for fintech and e-commerce.',
  },
  experience: [
    {
      position: 'Senior Frontend Engineer',
      company: 'Tiki Corporation',
      location: 'Hồ Chí Minh',
      startDate: '2021-03',
      endDate: 'Present',
      description: 'Led the checkout rewrite in React and TypeScript; cut page load time by 40%.',
    },
    {
      position: 'Frontend Developer',
      company: 'FPT Software',
      location: 'Hà Nội',
      startDate: '2017-06',
      endDate: '2021-02',
      description: 'Built internal dashboards for banking clients in Japan and Singapore.',
    },
  ],
  education: [
    {
      degree: 'B.Sc. Computer Science',
      school: 'Hanoi University of Science and Technology',
      location: 'Hà Nội',
      startDate: '2013',
      endDate: '2017',
      description: 'Graduated with distinction.',
    },
  ],
  skills: [
    { name: 'TypeScript', level: 'Expert' },
    { name: 'React', level: 'Expert' },
    { name: 'Node.js', level: 'Advanced' },
    { name: 'Accessibility (WCAG)', level: 'Advanced' },
  ],
  languages: [
    { name: 'Vietnamese', level: 'Native' },
    { name: 'English', level: 'Professional' },
  ],
  projects: [
    { name: 'Open-source date picker', description: 'A small accessible date picker used by 2,000 projects.', url: 'https://github.com/example/datepicker' },
  ],
  certifications: [{ name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2022-08' }],
};
