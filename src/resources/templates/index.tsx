import { lazy } from 'react';
import DesignIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../components/RequireAccess';
import { defineResource } from '../resource';
import { templatesApi } from './api';

const TemplateCreate = lazy(() => import('./TemplateCreate'));

// Paths: /templates and /templates/new; editing happens in dialogs over the grid.
export const templates = defineResource({
  name: 'templates',
  list: lazy(() => import('./TemplateList')),
  icon: DesignIcon,
  recordRepresentation: 'name',
  children: (
    <Route
      path="new"
      element={
        <RequireAccess resource="templates" action="create">
          <TemplateCreate />
        </RequireAccess>
      }
    />
  ),
  api: templatesApi,
});
