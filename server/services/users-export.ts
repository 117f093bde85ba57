// The users CSV: its columns and keyset pages in the list's default order (newest first).
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { CsvColumn } from './csv.js';

const exportColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isActive: users.isActive,
  isPremium: users.isPremium,
  emailVerified: users.emailVerified,
  totalCVsCreated: users.totalCVsCreated,
  totalCreditsUsed: users.totalCreditsUsed,
  cvCreation: users.cvCreation,
  aiOptimization: users.aiOptimization,
  premiumTemplates: users.premiumTemplates,
  aiTemplates: users.aiTemplates,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  // The cursor as text keeps microseconds (a JS Date would round them and skip rows).
  cursor: sql<string>`${users.createdAt}::text`,
};
export interface UserExportRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  isPremium: boolean;
  emailVerified: boolean;
  totalCVsCreated: number;
  totalCreditsUsed: number;
  cvCreation: number;
  aiOptimization: number;
  premiumTemplates: number;
  aiTemplates: number;
  lastLoginAt: Date | null;
  createdAt: Date;
  cursor: string;
}

export function userExportPage(db: Db, where: SQL | undefined, after: UserExportRow | undefined, size: number): Promise<UserExportRow[]> {
  const keyset = after ? sql`(${users.createdAt}, ${users.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined;
  return db
    .select(exportColumns)
    .from(users)
    .where(and(where, keyset))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);
}

export const USER_CSV_COLUMNS: CsvColumn<UserExportRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Status', value: (r) => (r.isActive ? 'active' : 'inactive') },
  { header: 'Premium', value: (r) => r.isPremium },
  { header: 'Email Verified', value: (r) => r.emailVerified },
  { header: 'CVs Created', value: (r) => r.totalCVsCreated },
  { header: 'Credits Used', value: (r) => r.totalCreditsUsed },
  { header: 'CV Creation Credits', value: (r) => r.cvCreation },
  { header: 'AI Optimization Credits', value: (r) => r.aiOptimization },
  { header: 'Premium Template Credits', value: (r) => r.premiumTemplates },
  { header: 'AI Template Credits', value: (r) => r.aiTemplates },
  { header: 'Last Login', value: (r) => r.lastLoginAt },
  { header: 'Joined', value: (r) => r.createdAt },
];
