// Routes of this area (API.md); filled in by its issue.
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';

export const templateRoutes = new Hono<AppEnv>();
/** Uploaded preview images, public so an <img> can load them. */
export const templatePreviewRoutes = new Hono<AppEnv>();
