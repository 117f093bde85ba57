// The keys a route withholds from the signed-in admin's role (contract/withheld.ts), so a
// screen leaves out the cards and sections of data the server will not send. Until the role
// is known everything withheld counts as hidden: nothing shows that is then taken away.
import { usePermissions } from 'react-admin';
import { type Withheld, withheldFrom } from '../../contract/withheld';

export function useWithheld(withheld: Withheld): ReadonlySet<string> {
  const { permissions, isPending } = usePermissions<string>();
  return isPending ? new Set(Object.keys(withheld)) : withheldFrom(permissions, withheld);
}
