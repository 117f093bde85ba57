// A screen behind a permission of the table (custom pages, and the detail, create and edit
// routes react-admin does not guard itself): the Access denied page in its place when the
// role lacks it, at the same address.
import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';

export interface RequireAccessProps {
  resource: string;
  /** react-admin's action (list, show, create, edit) or a verb of the table. */
  action: string;
  children: ReactNode;
}

export function RequireAccess({ resource, action, children }: RequireAccessProps) {
  return (
    <CanAccess resource={resource} action={action} accessDenied={<AccessDenied />}>
      {children}
    </CanAccess>
  );
}
