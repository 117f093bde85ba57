// Every resource of the app, each named once, in the sidebar's order. App.tsx renders a
// <Resource> for each, the sidebar a menu item for each, and the dataProvider is built from
// their api rows (src/appDataProvider.ts). A new resource is a folder with index.tsx and
// api.ts, and one line here; a plain entity (contract/registry.ts) gets its screens generated.
import { auditLog } from './audit-log';
import { contacts } from './contacts';
import { crudResource } from './crud';
import { cvs } from './cvs';
import { orders } from './orders';
import { packages } from './packages';
import { templates } from './templates';
import { users } from './users';

import { CRUD_RESOURCES } from '../../contract/registry';

export const resources = [users, cvs, packages, orders, templates, contacts, auditLog, ...CRUD_RESOURCES.map(crudResource)] as const;
