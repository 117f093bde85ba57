// The admin roles (contract/permissions.ts says what each may do).
export const ROLES = ['owner', 'admin', 'finance', 'support', 'content'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
