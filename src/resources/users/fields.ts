// The user's fields, declared once (src/components/fields): the list's phone cards read them.
import { userSchema } from '../../../contract/users';
import { defineFields } from '../../components/fields/kinds';
import { fullName } from './UserParts';

export const userFields = defineFields(userSchema, {
  // The name sorts by the last name and reads first and last.
  lastName: { kind: 'text', sortable: true, label: 'resources.users.fields.user', render: (u) => fullName(u) },
  email: { kind: 'email', label: 'resources.users.fields.email' },
  isActive: {
    kind: 'boolean',
    labels: ['resources.users.status.active', 'resources.users.status.inactive'],
    tones: ['green', 'gray'],
    label: 'resources.users.fields.status',
  },
  totalCVsCreated: { kind: 'count', sortable: true, label: 'resources.users.fields.totalCVsCreated' },
  createdAt: { kind: 'dateTime', sortable: true, label: 'resources.users.fields.createdAt' },
});
