import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { defineResource } from '../resource';
import { usersApi } from './api';

// The user detail is a dialog over the list (/admin/users?userId=…), not a route.
export const users = defineResource({
  name: 'users',
  list: lazy(() => import('./UserList')),
  icon: PeopleIcon,
  recordRepresentation: (r) => `${r.firstName} ${r.lastName}`,
  api: usersApi,
});
