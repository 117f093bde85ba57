// Previous/Next pagination of the spec's lists, with either 'Showing x to y of n results'
// or 'Page X of Y', hidden when everything fits on one page (unless told otherwise). A
// search counted only up to the server's cap (pagination.totalIsLowerBound) reads
// 'of 10,000+ results' and keeps Next: the pages past the cap stay reachable.
import { Box, Button, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../lib/useFormat';
import type { Pagination } from '../../contract/lists';

export interface PrevNextPaginationProps {
  summary?: 'range' | 'page';
  /** Keep the bar when there is a single page (the users list shows its summary always). */
  alwaysShow?: boolean;
}

export function PrevNextPagination({ summary = 'range', alwaysShow = false }: PrevNextPaginationProps) {
  const { page, perPage, total = 0, setPage, isPending, meta } = useListContext();
  const translate = useTranslate();
  const fmt = useFormat();
  const pagination = (meta as { pagination?: Partial<Pagination> } | undefined)?.pagination;
  const pages = pagination?.totalPages ?? Math.max(1, Math.ceil(total / perPage));
  const more = Boolean(pagination?.totalIsLowerBound);
  if (isPending || total === 0 || (pages <= 1 && !more && !alwaysShow)) return null;
  const n = (value: number) => fmt.number(value);
  const from = n((page - 1) * perPage + 1);
  const to = n(Math.min(page * perPage, total));
  const text =
    summary === 'range'
      ? translate(more ? 'app.common.showing_at_least' : 'app.common.showing', { from, to, total: n(total) })
      : translate(more ? 'app.common.page_of_at_least' : 'app.common.page_of', { page: n(page), pages: n(pages) });
  return (
    <Box
      component="nav"
      aria-label={translate('app.common.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
        {more && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.common.narrow_search')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('app.common.previous')}
        </Button>
        <Button variant="outlined" size="small" endIcon={<ChevronRightIcon />} disabled={page >= pages && !more} onClick={() => setPage(page + 1)}>
          {translate('app.common.next')}
        </Button>
      </Box>
    </Box>
  );
}
