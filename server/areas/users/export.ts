// The users CSV: the list's filters, its columns, newest first, headed in the admin's language.
import { type SQL, sql } from 'drizzle-orm';
import type { CsvHeaders } from '../../../contract/csv-headers.js';
import { users } from '../../db/schema.js';
import { type CsvExport, csvText, csvTime } from '../../http/csv-export.js';

export const usersCsv = (where: SQL | undefined, day: string, h: CsvHeaders['users']): CsvExport => ({
  filename: `users-${day}.csv`,
  columns: {
    [h.id]: users.id,
    [h.firstName]: csvText(users.firstName),
    [h.lastName]: csvText(users.lastName),
    [h.email]: csvText(users.email),
    [h.status]: sql`case when ${users.isActive} then 'active' else 'inactive' end`,
    [h.premium]: users.isPremium,
    [h.emailVerified]: users.emailVerified,
    [h.cvsCreated]: users.totalCVsCreated,
    [h.creditsUsed]: users.totalCreditsUsed,
    [h.cvCreation]: users.cvCreation,
    [h.aiOptimization]: users.aiOptimization,
    [h.premiumTemplates]: users.premiumTemplates,
    [h.aiTemplates]: users.aiTemplates,
    [h.lastLogin]: csvTime(users.lastLoginAt),
    [h.joined]: csvTime(users.createdAt),
  },
  from: sql`${users}`,
  where,
  at: users.createdAt,
  id: users.id,
});
