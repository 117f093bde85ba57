// The single-use link of an admin's invitation, put into the queued message just before it is
// sent, as verification links are (verification-link.ts): the token exists in clear only in
// the message that leaves; admin_invitations keeps its SHA-256. The queued message names its
// invitation in the slot the link takes: a send (or a retry) gives that invitation a fresh
// token, so only the newest message's link works, and an invitation revoked or used since it
// was queued gets the sign-in page instead of a link.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminInvitations } from '../db/schema.js';
import { hashToken, randomToken } from '../security/tokens.js';
import { escapeHtml } from './html.js';
import type { OutboxRow } from './outbox.js';
import type { OutgoingMail } from './smtp.js';

export const INVITATION_KIND = 'admin_invitation';
/** The SPA's pages the messages point at (mounted under /admin). */
export const INVITATION_PATH = '/admin/invitation';
export const SIGN_IN_PATH = '/admin/login';
/** Where the link of invitation `id` goes in a queued message until it is sent (survives HTML escaping as is). */
export const invitationSlot = (id: string) => `__INVITATION_URL_${id}__`;
const SLOT = /__INVITATION_URL_([0-9a-f-]{36})__/;

export async function invitationMail(db: Db, row: OutboxRow, mail: OutgoingMail, publicUrl: string, now: Date): Promise<OutgoingMail> {
  const id = SLOT.exec(row.body)?.[1];
  if (!id) return mail;
  const token = randomToken(32);
  const [open] = await db
    .update(adminInvitations)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.usedAt), isNull(adminInvitations.revokedAt), gt(adminInvitations.expiresAt, now)))
    .returning({ id: adminInvitations.id });
  const url = open ? `${publicUrl}${INVITATION_PATH}?token=${token}` : `${publicUrl}${SIGN_IN_PATH}`;
  const slot = invitationSlot(id);
  return { ...mail, text: mail.text.replaceAll(slot, url), html: mail.html?.replaceAll(slot, escapeHtml(url)) };
}
