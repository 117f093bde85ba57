// The package form's values ↔ the API payload, and its submit-time check with the shared
// contract schema: numbers clamped at 0 (unparseable → 0), blank feature rows
// dropped, an empty validityDays omitted on create (null on edit clears a stored one).
import { PACKAGE_DEFAULTS, PACKAGE_MESSAGES, type Package, type PackageInput, type PackageMessageKey, packageCreateBody } from '../../../contract/packages';
import { z } from 'zod';
import type { SchemaMessages } from '../../components/form/schema';
import { CREDIT_KINDS, type Credits } from '../../../contract/users';

type NumberText = number | string | null | undefined;

export interface PackageFormValues {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: NumberText;
  currency: string;
  credits: Record<keyof Credits, NumberText>;
  features: string[];
  featuresEn: string[];
  isActive: boolean;
  isPopular: boolean;
  sortOrder: NumberText;
  validityDays: NumberText;
}

/** A number input's text as a whole number ≥ 0; anything unparseable is 0. */
export function toWholeNumber(value: NumberText): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

const isBlank = (value: NumberText) => value === null || value === undefined || String(value).trim() === '';
const rows = (list: string[] | undefined) => (list ?? []).map((f) => f.trim()).filter(Boolean);

/** The defaults for a new package, or a stored package as form values. */
export function packageFormValues(record?: Package): PackageFormValues {
  const source = record ?? PACKAGE_DEFAULTS;
  const list = (l: string[]) => (l.length ? [...l] : ['']);
  return {
    name: source.name,
    nameEn: source.nameEn,
    description: source.description,
    descriptionEn: source.descriptionEn,
    price: source.price,
    currency: source.currency,
    credits: { ...source.credits },
    features: list(source.features),
    featuresEn: list(source.featuresEn),
    isActive: source.isActive,
    isPopular: source.isPopular,
    sortOrder: source.sortOrder,
    validityDays: source.validityDays ?? '',
  };
}

export function packagePayload(values: PackageFormValues, mode: 'create' | 'edit'): PackageInput {
  const payload: PackageInput = {
    name: values.name ?? '',
    nameEn: values.nameEn ?? '',
    description: values.description ?? '',
    descriptionEn: values.descriptionEn ?? '',
    price: toWholeNumber(values.price),
    currency: values.currency as PackageInput['currency'],
    credits: Object.fromEntries(CREDIT_KINDS.map((k) => [k, toWholeNumber(values.credits?.[k])])) as Credits,
    features: rows(values.features),
    featuresEn: rows(values.featuresEn),
    isActive: !!values.isActive,
    isPopular: !!values.isPopular,
    sortOrder: toWholeNumber(values.sortOrder),
  };
  if (!isBlank(values.validityDays)) payload.validityDays = toWholeNumber(values.validityDays);
  else if (mode === 'edit') payload.validityDays = null;
  return payload;
}

const MESSAGE_KEYS = new Map(Object.entries(PACKAGE_MESSAGES).map(([key, text]) => [text as string, key as PackageMessageKey]));

/** A contract message as its translation key (unknown texts pass through as they are). */
export const packageMessageKey = (message: string) => {
  const key = MESSAGE_KEYS.get(message);
  return key ? `resources.packages.validation.${key}` : message;
};

/**
 * The form's check: the contract's create schema over the payload the form would send,
 * every error at once as translation keys, under the form's fields: a credit under its
 * kind (credits.cvCreation), a feature row's under the whole list.
 */
export const packageFormSchema = z.preprocess((values) => packagePayload(values as PackageFormValues, 'create'), packageCreateBody);
export const PACKAGE_MESSAGES_OF: SchemaMessages = {
  message: packageMessageKey,
  field: (path) => {
    const [field, sub] = path.split('.');
    return field === 'credits' && sub ? `credits.${sub}` : field!;
  },
};
