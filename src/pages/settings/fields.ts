// What each settings tab shows (fields, ranges, model list): one declarative
// list per section, rendered by one generic form.
import { AI_MODELS, type SettingsSection } from '../../../contract/settings';

export type FieldSpec =
  | { name: string; kind: 'text' | 'email' | 'url'; wide?: boolean }
  | { name: string; kind: 'number'; min?: number; max?: number }
  | { name: string; kind: 'switch' }
  | { name: string; kind: 'select'; options: readonly string[] }
  | { name: string; kind: 'secret' }
  /** A group of integer inputs stored as one object (defaultUserCredits). */
  | { name: string; kind: 'group'; parts: readonly string[] };

export const CREDIT_KINDS = ['cvCreation', 'aiOptimization', 'premiumTemplates', 'aiTemplates'] as const;

export const SECTION_FIELDS: Record<SettingsSection, FieldSpec[]> = {
  general: [
    { name: 'siteName', kind: 'text' },
    { name: 'adminEmail', kind: 'email' },
    { name: 'maxFileUploadSize', kind: 'number', min: 1 },
    { name: 'allowUserRegistration', kind: 'switch' },
    { name: 'defaultUserCredits', kind: 'group', parts: CREDIT_KINDS },
  ],
  email: [
    { name: 'smtpHost', kind: 'text' },
    { name: 'smtpPort', kind: 'number', min: 1, max: 65535 },
    { name: 'smtpUser', kind: 'text' },
    { name: 'smtpPassword', kind: 'secret' },
    { name: 'fromEmail', kind: 'email' },
    { name: 'fromName', kind: 'text' },
  ],
  payment: [
    { name: 'bankName', kind: 'text' },
    { name: 'bankBin', kind: 'text' },
    { name: 'accountNumber', kind: 'text' },
    { name: 'accountName', kind: 'text' },
    { name: 'bankBranch', kind: 'text' },
    { name: 'qrCodeEnabled', kind: 'switch' },
  ],
  ai: [
    { name: 'openrouterApiKey', kind: 'secret' },
    { name: 'openrouterBaseUrl', kind: 'url', wide: true },
    { name: 'defaultModel', kind: 'select', options: AI_MODELS },
    { name: 'maxTokens', kind: 'number', min: 1 },
  ],
  security: [
    { name: 'jwtSecret', kind: 'secret' },
    { name: 'sessionTimeout', kind: 'number', min: 1, max: 90 },
    { name: 'maxLoginAttempts', kind: 'number', min: 3, max: 10 },
    { name: 'passwordMinLength', kind: 'number', min: 6, max: 20 },
    { name: 'sessionIdleMinutes', kind: 'number', min: 15, max: 1440 },
    { name: 'requireEmailVerification', kind: 'switch' },
    { name: 'enableTwoFactor', kind: 'switch' },
  ],
};
