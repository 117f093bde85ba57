// Builds a complete CvData for a seeded CV from its owner, profession and language.
import type { CvData } from '../../../contract/cv-data.js';
import { asciiSlug, type Person } from './names.js';
import {
  CERTIFICATIONS,
  CITIES_INTL,
  CITIES_VN,
  COMPANIES_INTL,
  COMPANIES_VN,
  type CvLanguage,
  type Profession,
  PROJECT_NAMES,
  SCHOOLS_INTL,
  SCHOOLS_VN,
  WORDS,
} from './professions.js';
import type { Rng } from './random.js';

const VN_MOBILE_PREFIXES = ['90', '91', '93', '94', '96', '97', '98', '32', '33', '35', '37', '39', '70', '77', '79', '81', '83', '86', '88', '89'];

export function phoneFor(rng: Rng, vietnamese: boolean): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (vietnamese || rng.chance(0.4)) return `+84 ${rng.pick(VN_MOBILE_PREFIXES)}${d(1)} ${d(3)} ${d(3)}`;
  return rng.pick([`+65 ${rng.int(8, 9)}${d(3)} ${d(4)}`, `+61 4${d(2)} ${d(3)} ${d(3)}`, `+44 7${d(3)} ${d(6)}`, `+1 416 ${d(3)} ${d(4)}`]);
}

export interface CvOwner {
  person: Person;
  email: string;
  phone: string;
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

export function buildCv(rng: Rng, owner: CvOwner, language: CvLanguage, profession: Profession, nowYear: number): { name: string; content: CvData } {
  const { person } = owner;
  const w = WORDS[language];
  const local = person.vietnamese || rng.chance(0.3);
  const years = rng.int(2, 14);
  const title = profession.title[language];
  const city = rng.pick(local ? CITIES_VN : CITIES_INTL)[language];
  const companies = rng.sample(local ? COMPANIES_VN : COMPANIES_INTL, 3);

  // Most recent job first; two or three jobs covering the years of experience.
  const jobs = rng.int(2, 3);
  const experience: CvData['experience'] = [];
  let endYear = nowYear;
  let endMonth = rng.int(1, 12);
  for (let j = 0; j < jobs; j++) {
    const span = Math.max(1, Math.round(years / jobs) + rng.int(-1, 1));
    const startYear = endYear - span;
    const startMonth = rng.int(1, 12);
    experience.push({
      position: j === 0 ? title : profession.juniorTitle[language],
      company: companies[j] ?? companies[0]!,
      location: city,
      startDate: month(startYear, startMonth),
      endDate: j === 0 ? w.present : month(endYear, endMonth),
      description: rng.sample(profession.duties[language], 2).join(' '),
    });
    endYear = startYear;
    endMonth = Math.max(1, startMonth - 1);
  }

  const school = rng.pick(local ? SCHOOLS_VN : SCHOOLS_INTL);
  const gradYear = endYear - rng.int(0, 1);
  const education: CvData['education'] = [
    {
      degree: profession.degree[language],
      school: school.name[language],
      location: school.location[language],
      startDate: String(gradYear - 4),
      endDate: String(gradYear),
      description:
        language === 'vi'
          ? `Tốt nghiệp loại ${rng.pick(['Giỏi', 'Khá', 'Xuất sắc'])}.`
          : language === 'zh'
            ? `以${rng.pick(['优秀', '良好'])}成绩毕业。`
            : `Graduated with ${rng.pick(['honours', 'distinction', 'a GPA of 3.6/4'])}.`,
    },
  ];

  const skills = rng.sample(profession.skills, rng.int(4, 6)).map((name, i) => ({ name, level: w.levels[Math.min(i, w.levels.length - 1)]! }));
  const slug = `${asciiSlug(person.firstName.split(' ').pop()!)}${asciiSlug(person.lastName)}`;
  const projects = rng.chance(0.6)
    ? [{ name: rng.pick(PROJECT_NAMES), description: rng.pick(profession.duties[language]), url: `https://github.com/${slug}` }]
    : [];
  const certifications = rng.chance(0.5) ? [{ ...rng.pick(CERTIFICATIONS), date: month(nowYear - rng.int(0, 4), rng.int(1, 12)) }] : [];

  return {
    name: rng.chance(0.8) ? w.cvName(title) : `${w.cvName(title)} ${nowYear - rng.int(0, 1)}`,
    content: {
      personal: {
        fullName: person.fullName,
        title,
        email: owner.email,
        phone: owner.phone,
        location: city,
        website: rng.chance(0.5) ? `https://${slug}.dev` : `https://www.linkedin.com/in/${slug}`,
        summary: w.summary(years, title, profession.focus[language]),
      },
      experience,
      education,
      skills,
      languages: w.languages(person.vietnamese),
      projects,
      certifications,
    },
  };
}
