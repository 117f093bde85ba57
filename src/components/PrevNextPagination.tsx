// Previous/Next pagination of the spec's lists, with either 'Showing x to y of n results'
// or 'Page X of Y', hidden when everything fits on one page (unless told otherwise).
import { Box, Button, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'react-admin';

export interface PrevNextPaginationProps {
  summary?: 'range' | 'page';
  /** Keep the bar when there is a single page (the users list shows its summary always). */
  alwaysShow?: boolean;
}

export function PrevNextPagination({ summary = 'range', alwaysShow = false }: PrevNextPaginationProps) {
  const { page, perPage, total = 0, setPage, isPending, meta } = useListContext();
  const translate = useTranslate();
  const pages = (meta as { pagination?: { totalPages?: number } } | undefined)?.pagination?.totalPages ?? Math.max(1, Math.ceil(total / perPage));
  if (isPending || total === 0 || (pages <= 1 && !alwaysShow)) return null;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Box
      component="nav"
      aria-label="pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {summary === 'range' ? translate('app.common.showing', { from, to, total }) : translate('app.common.page_of', { page, pages })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('app.common.previous')}
        </Button>
        <Button variant="outlined" size="small" endIcon={<ChevronRightIcon />} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {translate('app.common.next')}
        </Button>
      </Box>
    </Box>
  );
}
