// A role as the screens name it: its catalog label (app.roles.*), the role itself if unknown.
import type { TranslateFunction } from 'react-admin';
import { capitalize } from './format';

export const roleLabel = (translate: TranslateFunction, role: unknown): string =>
  typeof role === 'string' && role ? translate(`app.roles.${role}`, { _: capitalize(role) }) : '';
