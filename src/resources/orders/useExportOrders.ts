// Export CSV with the list's current filters, saved as orders-YYYY-MM-DD.csv, its headers in the UI language.
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { ordersApi } from './api';
import { saveBlob, todayStamp } from '../../lib/download';
import { busyOr } from '../../lib/serverMessage';

export function useExportOrders() {
  const dataProvider = useDataProvider<WithMethods<typeof ordersApi>>();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { q, status, dateFrom, dateTo } = filterValues as Record<string, string | undefined>;
      const blob = (await dataProvider.exportOrders({ format: 'csv', search: q, status, dateFrom, dateTo })) as Blob;
      saveBlob(blob, `orders-${todayStamp()}.csv`);
    } catch (error) {
      notify(busyOr(error, 'resources.orders.export_failed'), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
