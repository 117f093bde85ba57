// The package actions shared by the card and the detail page: toggle active (switching off
// asks first what it does, and its toast offers Undo), toggle popular, delete, each with its
// own messages, and whether the role may (a role that only reads packages sees them without
// their buttons). Render `confirmDialog` once where the actions are used.
import { Confirm, type Identifier, useCanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Package } from '../../../contract/packages';
import { undoToast } from '../../components/UndoToast';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { serverMessage } from '../../lib/serverMessage';

type Toggle = { pkg: Package; data: Partial<Package>; failure: string; undo?: boolean };

export function usePackageActions(options: { onDeleted?: () => void; onChanged?: () => void } = {}) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const localized = useLocalizedPackage();
  const [confirming, setConfirming] = useState<Package | null>(null);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'packages', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'packages', action: 'delete' });
  const changed = () => (options.onChanged ? options.onChanged() : refresh());

  const update = useMutation({
    mutationFn: ({ pkg, data }: Toggle) => dataProvider.update('packages', { id: pkg.id, data, previousData: pkg }),
    onSuccess: (_res, vars) => {
      setConfirming(null);
      // Undo switches it back on through the same route, from the package as it now is (the
      // data provider sends only what differs from previousData).
      const now = { ...vars.pkg, ...vars.data };
      if (vars.undo) notify(...undoToast('resources.packages.updated', () => update.mutate({ pkg: now, data: { isActive: true }, failure: vars.failure })));
      else notify('resources.packages.updated', { type: 'success' });
      changed();
    },
    onError: (_err, vars) => {
      setConfirming(null);
      notify(vars.failure, { type: 'error' });
    },
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

  const setActive = (pkg: Package, isActive: boolean) =>
    update.mutate({ pkg, data: { isActive }, failure: 'resources.packages.status_failed', undo: !isActive });

  const confirmDialog = (
    <Confirm
      isOpen={confirming !== null}
      loading={update.isPending}
      title="resources.packages.deactivate_title"
      titleTranslateOptions={{ name: confirming ? localized(confirming).name : '' }}
      content="resources.packages.deactivate_text"
      confirm="resources.packages.deactivate"
      confirmColor="warning"
      onClose={() => setConfirming(null)}
      onConfirm={() => confirming && setActive(confirming, false)}
    />
  );

  return {
    /** Activating is at once; switching off asks first. */
    toggleActive: (pkg: Package) => (pkg.isActive ? setConfirming(pkg) : setActive(pkg, true)),
    togglePopular: (pkg: Package) => update.mutate({ pkg, data: { isPopular: !pkg.isPopular }, failure: 'resources.packages.popular_failed' }),
    remove: (pkg: Package) => remove.mutateAsync(pkg.id),
    busy: update.isPending || remove.isPending,
    confirmDialog,
    canEdit,
    canDelete,
  };
}
