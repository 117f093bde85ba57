import { lazy, type ReactElement } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../components/RequireAccess';
import { defineResource } from '../resource';
import { packagesApi } from './api';

const PackageCreate = lazy(() => import('./PackageCreate'));
const PackageShow = lazy(() => import('./PackageShow'));
const PackageEdit = lazy(() => import('./PackageEdit'));

const guarded = (action: string, screen: ReactElement) => (
  <RequireAccess resource="packages" action={action}>
    {screen}
  </RequireAccess>
);

// Paths: /packages, /packages/new, /packages/{id}, /packages/{id}/edit.
export const packages = defineResource({
  name: 'packages',
  list: lazy(() => import('./PackageList')),
  icon: InventoryIcon,
  recordRepresentation: 'nameEn',
  children: [
    <Route key="new" path="new" element={guarded('create', <PackageCreate />)} />,
    <Route key="show" path=":id" element={guarded('show', <PackageShow />)} />,
    <Route key="edit" path=":id/edit" element={guarded('edit', <PackageEdit />)} />,
  ],
  api: packagesApi,
});
