// The users CSV: the list's filters, its columns, newest first.
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { type CsvExport, csvText, csvTime } from '../../http/csv-export.js';

export const usersCsv = (where: SQL | undefined, day: string): CsvExport => ({
  filename: `users-${day}.csv`,
  columns: {
    ID: users.id,
    'First Name': csvText(users.firstName),
    'Last Name': csvText(users.lastName),
    Email: csvText(users.email),
    Status: sql`case when ${users.isActive} then 'active' else 'inactive' end`,
    Premium: users.isPremium,
    'Email Verified': users.emailVerified,
    'CVs Created': users.totalCVsCreated,
    'Credits Used': users.totalCreditsUsed,
    'CV Creation Credits': users.cvCreation,
    'AI Optimization Credits': users.aiOptimization,
    'Premium Template Credits': users.premiumTemplates,
    'AI Template Credits': users.aiTemplates,
    'Last Login': csvTime(users.lastLoginAt),
    Joined: csvTime(users.createdAt),
  },
  from: sql`${users}`,
  where,
  at: users.createdAt,
  id: users.id,
});
