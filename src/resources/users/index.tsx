import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceProps } from 'react-admin';

// The user detail is a dialog over the list (/admin/users?userId=…), not a route.
export const users: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./UserList')),
  icon: PeopleIcon,
  recordRepresentation: (r) => `${r.firstName} ${r.lastName}`,
};
