import { lazy } from 'react';
import MailIcon from '@mui/icons-material/MailOutlineOutlined';
import { defineResource } from '../resource';
import { contactsApi } from './api';

// Paths: /contacts and /contacts/{contactId}.
export const contacts = defineResource({
  name: 'contacts',
  list: lazy(() => import('./ContactList')),
  detail: lazy(() => import('./ContactShow')),
  icon: MailIcon,
  recordRepresentation: 'subject',
  api: contactsApi,
});
