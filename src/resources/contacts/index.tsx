import { lazy } from 'react';
import MailIcon from '@mui/icons-material/MailOutlineOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

const ContactShow = lazy(() => import('./ContactShow'));

// Spec §2 paths: /contacts and /contacts/{contactId}.
export const contacts: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./ContactList')),
  icon: MailIcon,
  recordRepresentation: 'subject',
  children: <Route path=":id" element={<ContactShow />} />,
};
