// The envelope (docs/api.md "Envelope") every JSON response comes in, and the small results several routes
// share. The OpenAPI document and the client's types are both read from these.
import { z } from 'zod';
import { count } from './fields.js';

const ok = z.object({ success: z.literal(true), data: z.unknown(), message: z.string().optional() });

/** `{ success: true, data, message? }` around a route's data. */
export const envelope = <T extends z.ZodType>(data: T) => ok.extend({ data });
export type Envelope<T = unknown> = Omit<z.infer<typeof ok>, 'data'> & { data: T };

/** `{ success: false, message, errors? }`: errors maps a field (dotted path) to its message. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional().meta({
    description: 'A stable name for the refusal, where a client acts on it or says it in its own language (e.g. PASSWORD_CHANGE_REQUIRED, ORDER_NOT_PAID)',
  }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: "The values in the code's sentence", examples: [{ status: 'PENDING' }] }),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ examples: [{ email: 'Invalid email address' }] }),
  fieldCodes: z
    .record(z.string(), z.string())
    .optional()
    .meta({
      description: "The code of a field's message where it has one (the same codes as `code`), for a client that says it in its own language",
      examples: [{ currentPassword: 'CURRENT_PASSWORD_INCORRECT' }],
    }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** 429 refusals of a busy server, by `code`: the client says them in its language and may retry (Retry-After). */
export const BUSY_REFUSALS = {
  EXPORT_BUSY: 'Other exports are running. Try again in a moment.',
  TOO_MANY_STREAMS: 'Too many live update streams are open for this session. Close a tab and try again.',
} as const;
export type BusyRefusal = keyof typeof BUSY_REFUSALS;

export const updatedCountSchema = z.object({ updated: count });
export const deletedCountSchema = z.object({ deleted: count });
export const deletedIdSchema = z.object({ id: z.uuid() });
