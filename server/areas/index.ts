// Every area of the API, in the order the OpenAPI document lists them: one line each.
import type { Area } from '../http/route.js';
import { auditLogArea } from './audit-log/routes.js';
import { authArea } from './auth/routes.js';
import { dashboardArea } from './dashboard/routes.js';
import { docsArea } from './docs/routes.js';
import { settingsArea } from './settings/routes.js';
import { usersArea } from './users/routes.js';

export const AREAS: Area[] = [authArea, dashboardArea, usersArea, settingsArea, auditLogArea, docsArea];
