import { lazy } from 'react';
import DesignIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

const TemplateCreate = lazy(() => import('./TemplateCreate'));

// Spec §2 paths: /templates and /templates/new; editing happens in dialogs over the grid.
export const templates: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./TemplateList')),
  icon: DesignIcon,
  recordRepresentation: 'name',
  children: <Route path="new" element={<TemplateCreate />} />,
};
