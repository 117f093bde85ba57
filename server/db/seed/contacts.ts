// Messages from the contact form: every category in every status, the new ones recent.
import { ipAddress } from '../seed-data/activity.js';
import { CONTACT_CATEGORIES, CONTACT_MESSAGES, CONTACT_STATUSES } from '../seed-data/contacts.js';
import { emailFor, person } from '../seed-data/names.js';
import { rngFor, seedUuid } from '../seed-data/random.js';
import { DAY, HOUR, MINUTE } from '../seed-data/time.js';
import type { ContactRow } from './batch.js';
import type { Generator } from './generator.js';

export function seedContact(gen: Generator, j: number): ContactRow {
  const rng = rngFor(gen.seed, 'contact', j);
  const { now, todayStart, historyStart } = gen.p;
  // The first 24 cover every category × status pair.
  const category =
    j < 24
      ? CONTACT_CATEGORIES[j % 6]!
      : rng.weighted([
          ['general', 25],
          ['technical', 25],
          ['billing', 22],
          ['feedback', 14],
          ['partnership', 6],
          ['other', 8],
        ] as const);
  const status =
    j < 24
      ? CONTACT_STATUSES[Math.floor(j / 6)]!
      : rng.weighted([
          ['new', 30],
          ['read', 22],
          ['responded', 33],
          ['closed', 15],
        ] as const);
  const message = rng.pick(CONTACT_MESSAGES[category]);
  const who = person(rng, message.vietnamese);
  // New ones are recent; a few came in today.
  const createdAt =
    j < 2 ? rng.between(todayStart, now - MINUTE) : status === 'new' ? rng.between(now - 14 * DAY, now) : rng.between(historyStart + 30 * DAY, now - DAY);
  const updatedAt = status === 'new' ? createdAt : Math.min(now, createdAt + rng.between(HOUR, 5 * DAY));
  return {
    id: seedUuid(gen.seed, 'contact', j),
    name: who.fullName,
    email: emailFor(rng, who, j + 1),
    subject: message.subject,
    message: message.message,
    category,
    status,
    ipAddress: ipAddress(rng),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  };
}
