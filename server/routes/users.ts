// Routes of this area (API.md); filled in by its issue.
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';

export const userRoutes = new Hono<AppEnv>();
