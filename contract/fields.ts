// Field types the response schemas share.
import { z } from 'zod';

/** A whole number of things: rows, credits, VND. */
export const count = z.number().int().min(0);
/** A moment as the API writes it: ISO 8601 in UTC (`2026-11-21T05:00:00.000Z`). */
export const instant = z.iso.datetime();
