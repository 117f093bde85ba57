// The plain entities (contract/crud.ts): adding one to this list gives it its routes, its
// permissions, its audit actions, its 404 and its screens.
import { replyTemplates } from './reply-templates.js';

export const CRUD_RESOURCES = [replyTemplates] as const;
export type CrudResource = (typeof CRUD_RESOURCES)[number];
