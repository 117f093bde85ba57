import { lazy } from 'react';
import DesignIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { defineResource } from '../resource';
import { templatesApi } from './api';

// Paths: /templates and /templates/new; editing happens in dialogs over the grid.
export const templates = defineResource({
  name: 'templates',
  list: lazy(() => import('./TemplateList')),
  create: lazy(() => import('./TemplateCreate')),
  icon: DesignIcon,
  recordRepresentation: 'name',
  api: templatesApi,
});
