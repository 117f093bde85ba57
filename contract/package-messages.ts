// The package form's messages, apart from the schemas so the English catalog can use
// them without bringing zod into every screen's first download.

/** The exact English texts; the form shows them translated through `PACKAGE_MESSAGE_KEYS`. */
export const PACKAGE_MESSAGES = {
  nameRequired: 'Package name is required',
  nameEnRequired: 'English name is required',
  descriptionRequired: 'Description is required',
  descriptionEnRequired: 'English description is required',
  pricePositive: 'Price must be greater than 0',
  creditsNegative: 'Credits cannot be negative',
  featuresRequired: 'At least one feature is required',
  featuresEnRequired: 'At least one English feature is required',
  currencyInvalid: 'Currency must be VND or USD',
  wholeNumber: 'Must be a whole number',
  notNegative: 'Must be 0 or more',
  tooLarge: 'Value is too large',
  tooLong: 'Text is too long',
  tooManyFeatures: 'At most 50 features',
} as const;
export type PackageMessageKey = keyof typeof PACKAGE_MESSAGES;
