// Every area of the API, in the order the OpenAPI document lists them: one line each; the
// plain entities' areas come from their declarations.
import { CRUD_RESOURCES } from '../../contract/registry.js';
import { crudArea } from './crud.js';
import type { Area } from '../http/route.js';
import { accountArea } from './account/routes.js';
import { auditLogArea } from './audit-log/routes.js';
import { authArea } from './auth/routes.js';
import { contactsArea } from './contacts/routes.js';
import { cvsArea } from './cvs/routes.js';
import { dashboardArea } from './dashboard/routes.js';
import { docsArea } from './docs/routes.js';
import { ordersArea } from './orders/routes.js';
import { packagesArea } from './packages/routes.js';
import { settingsArea } from './settings/routes.js';
import { teamArea } from './team/routes.js';
import { templatesArea } from './templates/routes.js';
import { usersArea } from './users/routes.js';

export const AREAS: Area[] = [
  authArea,
  accountArea,
  dashboardArea,
  usersArea,
  cvsArea,
  packagesArea,
  ordersArea,
  templatesArea,
  contactsArea,
  settingsArea,
  teamArea,
  auditLogArea,
  // The plain entities (contract/registry.ts), after the areas written by hand.
  ...CRUD_RESOURCES.map((r) => crudArea(r)),
  docsArea,
];
