// The grid's calls: quick premium toggle, bulk Premium/Free, bulk delete (one DELETE per
// id, in parallel) and the CSV export, each with its own messages.
import { useMutation } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useDataProvider, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { templatesApi } from './api';
import { saveBlob, todayStamp } from '../../lib/download';
import { busyOr } from '../../lib/serverMessage';
import { failureMessage } from './errors';

export function useTemplateActions() {
  const dataProvider = useDataProvider<WithMethods<typeof templatesApi>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { filterValues, onUnselectItems, selectedIds } = useListContext();
  const [updateMany, { isPending: bulkUpdating }] = useUpdateMany();

  const toggle = useMutation({
    mutationFn: (id: Identifier) => dataProvider.toggleTemplatePremium(id),
    onSuccess: () => {
      notify('resources.templates.messages.updated', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(failureMessage(error, 'resources.templates.messages.update_failed'), { type: 'error' }),
  });

  const setPremium = (isPremium: boolean) => {
    const ids = [...selectedIds];
    if (!ids.length) return;
    // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
    void updateMany(
      'templates',
      { ids, data: { isPremium } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.templates.messages.bulk_updated', { type: 'success', messageArgs: { smart_count: ids.length } });
          onUnselectItems();
        },
        onError: () => notify('resources.templates.messages.bulk_update_failed', { type: 'error' }),
      },
    );
  };

  const bulkDelete = useMutation({
    mutationFn: async (ids: Identifier[]) => {
      const results = await Promise.allSettled(ids.map((id) => dataProvider.delete('templates', { id })));
      return { ids, results };
    },
    onSuccess: ({ ids, results }) => {
      const deleted = ids.filter((_, i) => results[i]!.status === 'fulfilled');
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (deleted.length) notify('resources.templates.messages.bulk_deleted', { type: 'success', messageArgs: { smart_count: deleted.length } });
      if (failed) {
        const reason = failureMessage(failed.reason, '');
        notify(reason ? 'resources.templates.messages.bulk_delete_failed_reason' : 'resources.templates.messages.bulk_delete_failed', {
          type: 'error',
          messageArgs: { reason },
        });
      }
      onUnselectItems();
      refresh();
    },
    onError: () => notify('resources.templates.messages.bulk_delete_failed', { type: 'error' }),
  });

  const exportCsv = useMutation({
    mutationFn: async () => {
      const { category, isPremium } = filterValues as { category?: string; isPremium?: string | boolean };
      const blob = (await dataProvider.exportTemplates({
        format: 'csv',
        category: category || undefined,
        isPremium: isPremium === undefined || isPremium === '' ? undefined : String(isPremium) === 'true',
      })) as Blob;
      saveBlob(blob, `templates-${todayStamp()}.csv`);
    },
    onError: (error) => notify(busyOr(error, 'resources.templates.messages.export_failed'), { type: 'error' }),
  });

  return {
    togglePremium: (id: Identifier) => toggle.mutate(id),
    togglingId: toggle.isPending ? toggle.variables : undefined,
    setPremium,
    bulkUpdating,
    bulkDelete: (ids: Identifier[]) => bulkDelete.mutate(ids),
    bulkDeleting: bulkDelete.isPending,
    exportCsv: () => exportCsv.mutate(),
    exporting: exportCsv.isPending,
  };
}
