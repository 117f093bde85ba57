import { lazy } from 'react';
import MailIcon from '@mui/icons-material/MailOutlineOutlined';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../components/RequireAccess';
import { defineResource } from '../resource';
import { contactsApi } from './api';

const ContactShow = lazy(() => import('./ContactShow'));

// Paths: /contacts and /contacts/{contactId}.
export const contacts = defineResource({
  name: 'contacts',
  list: lazy(() => import('./ContactList')),
  icon: MailIcon,
  recordRepresentation: 'subject',
  children: (
    <Route
      path=":id"
      element={
        <RequireAccess resource="contacts" action="show">
          <ContactShow />
        </RequireAccess>
      }
    />
  ),
  api: contactsApi,
});
