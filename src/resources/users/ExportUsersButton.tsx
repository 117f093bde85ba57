// Export Users: the CSV of every user matching the list's current search and filter.
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { saveBlob, todayStamp } from '../../lib/download';
import { busyOr } from '../../lib/serverMessage';

export function ExportUsersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const { filterValues } = useListContext();
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.exportUsers(filterValues),
    onSuccess: (blob) => saveBlob(blob, `users-${todayStamp()}.csv`),
    onError: (error) => notify(busyOr(error, 'resources.users.export_failed'), { type: 'error' }),
  });
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {translate(exportCsv.isPending ? 'resources.users.exporting' : 'resources.users.export')}
    </Button>
  );
}
