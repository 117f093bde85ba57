import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { defineResource } from '../resource';
import { packagesApi } from './api';

// Paths: /packages, /packages/new, /packages/{id}, /packages/{id}/edit.
export const packages = defineResource({
  name: 'packages',
  list: lazy(() => import('./PackageList')),
  detail: lazy(() => import('./PackageShow')),
  create: lazy(() => import('./PackageCreate')),
  edit: lazy(() => import('./PackageEdit')),
  icon: InventoryIcon,
  recordRepresentation: 'nameEn',
  api: packagesApi,
});
