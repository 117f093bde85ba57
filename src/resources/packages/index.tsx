import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { Route } from 'react-router-dom';
import { defineResource } from '../resource';
import { packagesApi } from './api';

const PackageCreate = lazy(() => import('./PackageCreate'));
const PackageShow = lazy(() => import('./PackageShow'));
const PackageEdit = lazy(() => import('./PackageEdit'));

// Spec §2 paths: /packages, /packages/new, /packages/{id}, /packages/{id}/edit.
export const packages = defineResource({
  name: 'packages',
  list: lazy(() => import('./PackageList')),
  icon: InventoryIcon,
  recordRepresentation: 'nameEn',
  children: [
    <Route key="new" path="new" element={<PackageCreate />} />,
    <Route key="show" path=":id" element={<PackageShow />} />,
    <Route key="edit" path=":id/edit" element={<PackageEdit />} />,
  ],
  api: packagesApi,
});
