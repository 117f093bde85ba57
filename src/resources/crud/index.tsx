// A plain entity (contract/registry.ts) as an SPA resource: its screens generated from its
// declaration, its dataProvider row from its routes.
import { lazy } from 'react';
import NotesIcon from '@mui/icons-material/NotesOutlined';
import { crudRoutes } from '../../../contract/crud-routes';
import type { CrudResource } from '../../../contract/registry';
import type { ResourceApi } from '../../api/dataProvider';
import { defineResource } from '../resource';
import { crudKeys } from './declarations';

const CrudList = lazy(() => import('./CrudList'));
const CrudShow = lazy(() => import('./CrudShow'));
const CrudCreate = lazy(() => import('./CrudForm').then((m) => ({ default: m.CrudCreate })));
const CrudEdit = lazy(() => import('./CrudForm').then((m) => ({ default: m.CrudEdit })));

export function crudResource(d: CrudResource) {
  const routes = crudRoutes(d);
  const api = {
    routes: {
      list: routes.list,
      listKey: 'items',
      seek: true,
      deleteMany: (ids) => ({ route: routes.bulkDelete, body: { ids } }),
    },
    methods: {},
  } satisfies ResourceApi;
  return defineResource({
    name: d.name,
    list: CrudList,
    detail: CrudShow,
    create: CrudCreate,
    edit: CrudEdit,
    icon: NotesIcon,
    recordRepresentation: crudKeys(d).primary,
    api,
  });
}
