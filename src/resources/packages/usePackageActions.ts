// The package actions shared by the card and the detail page: toggle active, toggle
// popular, delete, each with its own messages, and whether the role may (a role that only
// reads packages sees them without their buttons).
import { type Identifier, useCanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { Package } from '../../../contract/packages';
import { serverMessage } from '../../lib/serverMessage';

export function usePackageActions(options: { onDeleted?: () => void; onChanged?: () => void } = {}) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'packages', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'packages', action: 'delete' });
  const changed = () => (options.onChanged ? options.onChanged() : refresh());

  const update = useMutation({
    mutationFn: ({ pkg, data }: { pkg: Package; data: Partial<Package>; failure: string }) =>
      dataProvider.update('packages', { id: pkg.id, data, previousData: pkg }),
    onSuccess: () => {
      notify('resources.packages.updated', { type: 'success' });
      changed();
    },
    onError: (_err, vars) => notify(vars.failure, { type: 'error' }),
  });

  const remove = useMutation({
    mutationFn: (id: Identifier) => dataProvider.delete('packages', { id }),
    onSuccess: () => {
      notify('resources.packages.deleted', { type: 'success' });
      if (options.onDeleted) options.onDeleted();
      else refresh();
    },
    onError: (err) => notify(serverMessage(err, 'resources.packages.delete_failed'), { type: 'error' }),
  });

  return {
    toggleActive: (pkg: Package) => update.mutate({ pkg, data: { isActive: !pkg.isActive }, failure: 'resources.packages.status_failed' }),
    togglePopular: (pkg: Package) => update.mutate({ pkg, data: { isPopular: !pkg.isPopular }, failure: 'resources.packages.popular_failed' }),
    remove: (pkg: Package) => remove.mutateAsync(pkg.id),
    busy: update.isPending || remove.isPending,
    canEdit,
    canDelete,
  };
}
