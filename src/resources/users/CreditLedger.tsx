// A user's credits ledger, newest first: when, what (why, in the admin's language, with the
// admin's note), the signed amount of each kind, and who; more pages on demand, and its CSV.
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { CREDIT_KINDS, type CreditEntry } from '../../../contract/users';
import { saveBlob, todayStamp } from '../../lib/download';
import { busyOr } from '../../lib/serverMessage';
import { useFormat } from '../../lib/useFormat';

/** A signed amount: +2, −1 (a true minus sign), 0; green up, red down. */
export function SignedAmount({ value, testId }: { value: number; testId?: string }) {
  const fmt = useFormat();
  const text = value > 0 ? `+${fmt.number(value)}` : value < 0 ? `−${fmt.number(-value)}` : '0';
  return (
    <Box component="span" data-testid={testId} sx={{ fontWeight: 600, color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary' }}>
      {text}
    </Box>
  );
}

const creditLedgerKey = (userId: Identifier) => ['users', String(userId), 'credit-ledger'] as const;

export function useCreditLedger(userId: Identifier) {
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  return useInfiniteQuery({
    queryKey: creditLedgerKey(userId),
    queryFn: ({ pageParam }) => dataProvider.getCreditLedger(userId, pageParam ? { after: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last) => last?.nextCursor ?? undefined,
  });
}

function LedgerRow({ entry }: { entry: CreditEntry }) {
  const translate = useTranslate();
  const fmt = useFormat();
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(entry.createdAt)}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`resources.users.ledger.reasons.${entry.reason}`)}
        </Typography>
        {entry.note && (
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {entry.note}
          </Typography>
        )}
      </TableCell>
      {CREDIT_KINDS.map((kind) => (
        <TableCell key={kind} align="right">
          <SignedAmount value={entry.amounts[kind]} />
        </TableCell>
      ))}
      <TableCell>{entry.adminName ?? translate('resources.users.ledger.system')}</TableCell>
    </TableRow>
  );
}

export function CreditLedger({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useCreditLedger(userId);
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.exportCreditLedger(userId),
    onSuccess: (blob) => saveBlob(blob, `credits-${String(userId).slice(0, 8)}-${todayStamp()}.csv`),
    onError: (err) => notify(busyOr(err, 'resources.users.ledger.export_failed'), { type: 'error' }),
  });
  const entries = data?.pages.flatMap((p) => p?.entries ?? []) ?? [];
  return (
    <Box component="section" aria-labelledby="credit-ledger-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="credit-ledger-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {translate('resources.users.ledger.title')}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending || entries.length === 0}>
          {translate(exportCsv.isPending ? 'resources.users.ledger.exporting' : 'resources.users.ledger.export')}
        </Button>
      </Box>
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <Spinner size={24} />
        </Box>
      )}
      {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
      {error && <LoadError message="resources.users.ledger.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />}
      {data && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.ledger.empty')}
        </Typography>
      )}
      {entries.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-labelledby="credit-ledger-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.users.ledger.when')}</TableCell>
                <TableCell>{translate('resources.users.ledger.what')}</TableCell>
                {CREDIT_KINDS.map((kind) => (
                  <TableCell key={kind} align="right">
                    {translate(`resources.users.credits.${kind}`)}
                  </TableCell>
                ))}
                <TableCell>{translate('resources.users.ledger.who')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {hasNextPage && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {translate('resources.users.ledger.more')}
        </Button>
      )}
    </Box>
  );
}
