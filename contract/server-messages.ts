// The server's refusals that a screen may show, by a stable code. The English text (with
// %{name} placeholders and, where a count decides, 'one |||| many') goes out in `message` for
// API clients; the answer also carries `code` and `params`, and the SPA says
// `app.server.<CODE>` in its language with the same placeholders. The English catalog is this
// table, so the two cannot drift; vi.ts has a sentence for each code (its type says so).
// A plain entity's 404 (contract/registry.ts) is '<label> not found' under `<ENTITY>_NOT_FOUND`.
import type { CrudNotFound } from './crud.js';
import { CRUD_RESOURCES, type CrudResource } from './registry.js';

const OWN_MESSAGES = {
  ADMIN_NOT_FOUND: 'Admin not found',
  AUDIT_ENTRY_NOT_FOUND: 'Audit entry not found',
  CONTACT_NOT_FOUND: 'Contact not found',
  CV_NOT_FOUND: 'CV not found',
  FILE_NOT_FOUND: 'File not found',
  ORDER_NOT_FOUND: 'Order not found',
  PACKAGE_NOT_FOUND: 'Package not found',
  PREVIEW_IMAGE_NOT_FOUND: 'Preview image not found',
  RESOURCE_NOT_FOUND: 'Resource not found',
  SESSION_NOT_FOUND: 'Session not found',
  TEMPLATE_NOT_FOUND: 'Template not found',
  USER_NOT_FOUND: 'User not found',

  NOTHING_TO_UPDATE: 'Nothing to update',
  EMAIL_IN_USE: 'Email is already in use',
  EMAIL_ALREADY_VERIFIED: 'Email is already verified',
  PACKAGE_INACTIVE: 'This package is inactive and cannot be added',
  PACKAGE_HAS_ORDERS:
    'This package has %{smart_count} order and cannot be deleted. Deactivate it instead. |||| This package has %{smart_count} orders and cannot be deleted. Deactivate it instead.',
  PACKAGE_HAS_SUBSCRIPTIONS:
    'This package has %{smart_count} subscription and cannot be deleted. Deactivate it instead. |||| This package has %{smart_count} subscriptions and cannot be deleted. Deactivate it instead.',
  PACKAGE_HAS_ORDERS_AND_SUBSCRIPTIONS:
    'This package has %{orders} order(s) and %{subscriptions} subscription(s) and cannot be deleted. Deactivate it instead.',
  CUSTOMER_GONE: "The customer's account no longer exists, so no subscription can be created",
  ORDER_NOT_PAID: 'Only a PAID order can be verified; this order is %{status}',
  ORDER_NOT_CANCELLABLE: 'Only a PENDING order that has not expired can be cancelled; this order is %{status}',
  ORDER_ALREADY_VERIFIED: 'This order has already been verified',
  TEMPLATE_IN_USE: 'This template is used by %{smart_count} CV and cannot be deleted |||| This template is used by %{smart_count} CVs and cannot be deleted',
  TEMPLATE_USED_BY_CVS: 'This template is used by CVs and cannot be deleted',
  TEMPLATE_FILE_CHANGED: 'The template file was changed by someone else since you opened it. Reload the file to see the latest version.',
  PREVIEW_NOT_IMAGE: 'The file is not a PNG, JPEG, GIF or WebP image',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on.',
  TWO_FACTOR_ON_TURN_OFF_FIRST: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  TWO_FACTOR_NOT_STARTED: 'Start the set-up first: scan a new QR code.',
  TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on.',
  TWO_FACTOR_NOT_ON_FOR_ADMIN: 'Two-factor sign-in is not on for this admin.',
  TWO_FACTOR_REQUIRED_BY_SETTINGS: 'Settings › Security requires two-factor sign-in for every admin: it cannot be turned off.',
  LAST_OWNER: 'The last active owner cannot be demoted or deactivated: make another admin an owner first.',
  SMTP_NOT_CONFIGURED: 'SMTP is not configured: fill in the SMTP host and the from address',
  ADMIN_ALREADY_SET_UP: 'This admin has already chosen their password: there is nothing to invite them to.',
  INVITATION_INVALID: 'This invitation link is not valid. Check that you opened the whole link from the email, or ask an owner for a new invitation.',
  INVITATION_USED: 'This invitation link has already been used. Sign in with the password you chose.',
  INVITATION_EXPIRED: 'This invitation link has expired. Ask an owner for a new invitation.',
  INVITATION_REPLACED: 'This invitation link was replaced by a newer invitation or a new temporary password. Use the newest email, or ask an owner.',

  // Why a send failed (the test email; a message of the outbox). Only an SMTP server's own
  // reply goes out as it came, inside the sentence (%{reply}).
  SMTP_FORBIDDEN_ADDRESS: 'The SMTP server at %{server} is at an address the panel does not send mail to (link-local or cloud metadata)',
  SMTP_NOT_FOUND: 'Could not find the SMTP server %{host}',
  SMTP_REFUSED: 'Could not connect to the SMTP server at %{server}: connection refused',
  SMTP_TIMEOUT: 'The SMTP server at %{server} did not answer in time',
  SMTP_TLS: 'Could not set up a secure (TLS) connection with the SMTP server at %{server}',
  SMTP_AUTH: 'The SMTP server refused the sign-in',
  SMTP_AUTH_REPLY: 'The SMTP server refused the sign-in: %{reply}',
  SMTP_REJECTED: 'The SMTP server refused the message: %{reply}',
  SMTP_OTHER: 'Could not send through the SMTP server at %{server}',

  // A field's problem that only the server can see (errors.<field>, with its code in fieldCodes).
  NO_FIELDS: 'Send at least one field to change',
  NULL_CHARACTER: 'Must not contain a null character',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password to change your email',
  TEMPORARY_PASSWORD_EXPIRED: 'This temporary password has expired. Ask an owner for a new one.',
  PASSWORD_UNCHANGED: 'The new password must differ from the current one',
  INVALID_CODE: 'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  TWO_FACTOR_SETUP_CODE_INVALID: 'The code is not valid. Check that the time on your phone is right and enter the current code.',
  PREVIEW_FILE_REQUIRED: 'Please select a valid image file',
  SMTP_PASSWORD_RETYPE: 'Type the password again to send to another server',
  AI_KEY_RETYPE: 'Type the API key again to use it with another address',
  SMTP_HOST_FORBIDDEN: 'The panel does not send mail to this address (link-local or cloud metadata)',
  REQUIRED_TO_SEND: 'Required to send mail',
  UNKNOWN_SETTING: 'Unknown setting',
} as const;

export const SERVER_MESSAGES = {
  ...OWN_MESSAGES,
  ...(Object.fromEntries(CRUD_RESOURCES.map((r) => [`${r.entity}_NOT_FOUND`, `${r.label} not found`])) as Record<CrudNotFound<CrudResource>, string>),
};

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
export type ServerMessageParams = Record<string, string | number>;
/** A field's problem by code: errors.<field> carries its English sentence, fieldCodes.<field> the code. */
export type FieldCodes = Record<string, ServerMessageCode>;

export const isServerMessageCode = (code: unknown): code is ServerMessageCode => typeof code === 'string' && Object.hasOwn(SERVER_MESSAGES, code);

/** The English sentence of a code, as polyglot would say it in English. */
export function serverText(code: ServerMessageCode, params: ServerMessageParams = {}): string {
  const forms = SERVER_MESSAGES[code].split(' |||| ');
  const form = forms.length > 1 && params.smart_count !== 1 ? forms[1]! : forms[0]!;
  return form.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
