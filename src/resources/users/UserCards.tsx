// The users list on a phone: one card per user instead of a table whose status and actions
// sit off-screen, from the declared fields (fields.ts): name and email, the status badge, the
// joined date and the row's actions (deactivate or activate first). A card opens the user's
// dialog, as the name does in the table.
import type { User } from '../../../contract/users';
import { FieldCards } from '../../components/fields/FieldCard';
import { userFields } from './fields';
import { UserRowActions } from './UserRowActions';

const LAYOUT = { title: 'lastName', subtitle: 'email', badge: 'isActive', meta: 'createdAt' } as const;

export function UserCards({ onOpen }: { onOpen: (id: string) => void }) {
  return (
    <FieldCards<User, 'lastName' | 'email' | 'isActive' | 'totalCVsCreated' | 'createdAt'>
      fields={userFields}
      layout={LAYOUT}
      onOpen={(u) => onOpen(u.id)}
      actions={(u) => <UserRowActions user={u} onOpen={() => onOpen(u.id)} />}
      testId="user-card"
    />
  );
}
