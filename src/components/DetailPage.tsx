// A resource's detail screen (/{resource}/:id), the one frame all of them share: it loads the
// record and owns what every detail has to say besides the record itself.
//   loading     a spinner in a busy status region;
//   not found   (404) the resource's own title and text, with the way back;
//   failed      an error panel with the server's message in the UI language, Retry (loads
//               again) and the way back; or, where the spec says so (packages and orders),
//               `onFailure: 'leave'`: the failure is said in a notification and the list opens;
//   loaded      the way back, the header (title, badges, subtitle, actions) and the body.
// The header and the body are render functions of the record and its query (Refresh,
// reloading after an action). No record context around them: react-admin's useCanAccess keys
// its answer by the context's record, and the screens' role checks (which the table answers
// per resource, not per record) would then be asked again for every record.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, type RaRecord, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { serverMessage } from '../lib/serverMessage';
import { BackButton } from './BackButton';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

/** What the header and the body may do with the record's load. */
export interface DetailQuery {
  /** Loads the record again (never rejects: a failure is the query's error, shown). */
  refetch: () => void;
  isFetching: boolean;
}

export interface DetailHeader {
  /** The record's own name (shown as is, not translated). */
  title: string;
  /** Beside the title: a status chip, a star. */
  badges?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export interface DetailPageProps<T extends RaRecord> {
  resource: string;
  /** The record's id: the route's :id unless told. */
  id?: Identifier;
  /** Catalog key of the way back to the list ('Back to Orders'). */
  back: string;
  /** Catalog keys of what a 404 says. */
  notFound: { title: string; text: string; icon?: ReactNode };
  /** Catalog key of what a failed load says (the error panel's title, or the notification). */
  failed: string;
  /** 'leave': a failed load is said in a notification and the list opens (the spec's rule for packages and orders). */
  onFailure?: 'panel' | 'leave';
  /** Also said in a notification whenever the load fails, 404 included (the CV's spec alert). */
  failureNotice?: string;
  /** Something else the screen waits for besides the record (the audit entry: the role). */
  waiting?: boolean;
  header: (record: T, query: DetailQuery) => DetailHeader;
  children: (record: T, query: DetailQuery) => ReactNode;
}

const isMissing = (error: unknown) => (error as { status?: number } | null)?.status === 404;

function Loading() {
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <Spinner />
    </Box>
  );
}

export function DetailPage<T extends RaRecord = RaRecord>({
  resource,
  id,
  back,
  notFound,
  failed,
  onFailure = 'panel',
  failureNotice,
  waiting = false,
  header,
  children,
}: DetailPageProps<T>) {
  const params = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const {
    data: record,
    isPending,
    isFetching,
    error,
    refetch,
  } = useGetOne<T>(
    resource,
    { id: id ?? params.id ?? '' },
    {
      retry: false,
      onError: (err) => {
        if (failureNotice) notify(failureNotice, { type: 'error' });
        if (onFailure === 'leave' && !isMissing(err)) {
          notify(failed, { type: 'error' });
          redirect('list', resource);
        }
      },
    },
  );
  const query: DetailQuery = { refetch: () => void refetch(), isFetching };
  const backButton = (variant?: 'contained') => <BackButton resource={resource} label={back} variant={variant} />;

  if (isPending || waiting) return <Loading />;
  if (error || !record) {
    if (!error || isMissing(error)) {
      return (
        <Card variant="outlined" sx={{ mt: 3 }}>
          <EmptyState title={notFound.title} text={notFound.text} icon={notFound.icon} action={backButton('contained')} />
        </Card>
      );
    }
    // On its way back to the list.
    if (onFailure === 'leave') return <Loading />;
    const said = serverMessage(error, '');
    return (
      <Alert severity="error" variant="outlined" sx={{ mt: 3 }}>
        <AlertTitle>{translate(failed)}</AlertTitle>
        {said && translate(said, { _: said })}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="contained" color="error" startIcon={<RefreshIcon />} onClick={query.refetch} disabled={isFetching}>
            {translate('app.common.retry')}
          </Button>
          {backButton()}
        </Box>
      </Alert>
    );
  }

  const { title, badges, subtitle, actions } = header(record, query);
  return (
    <Box sx={{ pb: 4 }}>
      <Box sx={{ mt: 2 }}>{backButton()}</Box>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {badges}
          </Box>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5, maxWidth: 720 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box>}
      </Box>
      {children(record, query)}
    </Box>
  );
}
