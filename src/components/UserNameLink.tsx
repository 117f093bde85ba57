// A user's name as a link-styled button that opens the user detail dialog in place (the users
// resource declares it: recordDialogs.ts). Used by the CV list and details and the orders.
// The dialog loads lazily. A role that may not read users sees the name alone.
import { Link } from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';
import { useCanAccess } from 'react-admin';
import { useRecordDialog } from './recordDialogs';

export interface UserNameLinkProps {
  /** Null when the user no longer exists (an order keeps its customer's name): plain text then. */
  userId: string | null | undefined;
  children: ReactNode;
}

export function UserNameLink({ userId, children }: UserNameLinkProps) {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  const userDialog = useRecordDialog('users');
  if (!userId || !canAccess || !userDialog) return <>{children}</>;
  return (
    <>
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={(event) => {
          event.stopPropagation(); // a row click of the surrounding table must not fire too
          setOpen(true);
        }}
        sx={{ font: 'inherit', fontWeight: 600, textAlign: 'left', verticalAlign: 'baseline' }}
      >
        {children}
      </Link>
      {open && (
        // React events bubble out of portals through the component tree: keep the dialog's
        // clicks from reaching a clickable table row around this link.
        <span onClick={(event) => event.stopPropagation()}>
          <Suspense fallback={null}>{userDialog({ id: userId, open: true, onClose: () => setOpen(false) })}</Suspense>
        </span>
      )}
    </>
  );
}
