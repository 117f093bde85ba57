import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { defineResource } from '../resource';
import { usersApi } from './api';

const UserDialog = lazy(() => import('./UserDialog'));

// The user detail is a dialog over the list (/admin/users?userId=…), not a route; other
// screens open the same dialog where they name a user (UserNameLink).
export const users = defineResource({
  name: 'users',
  list: lazy(() => import('./UserList')),
  icon: PeopleIcon,
  recordRepresentation: (r) => `${r.firstName} ${r.lastName}`,
  api: usersApi,
  dialog: ({ id, open, onClose }) => <UserDialog userId={id} open={open} onClose={onClose} />,
});
