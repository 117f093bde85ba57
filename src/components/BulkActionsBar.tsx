// The bar of a list's bulk actions, one for every list that has them: above the rows, sticky
// under the top bar while the page scrolls (react-admin's own bar slides up over the table's
// top edge, where a card clips it), with how many are selected, the list's actions and Clear
// selection. A list hands its buttons to bulkActions() and spreads the result on its DataTable.
import CloseIcon from '@mui/icons-material/Close';
import { alpha, Box, Button, Typography, useScrollTrigger } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The class a card looks for (theme.ts) to stop clipping, so the bar can stick to the page. */
export const BULK_ACTIONS_BAR_CLASS = 'BulkActionsBar-root';

export function BulkActionsBar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds = [], onUnselectItems } = useListContext();
  // The top bar slides away while the page scrolls down (react-admin's HideOnScroll, the same
  // trigger) and comes back on the way up: the bar sits under it, or at the very top.
  const appBarHidden = useScrollTrigger();
  if (!selectedIds.length) return null;
  return (
    <Box
      role="region"
      aria-label={translate('app.bulk.region')}
      className={BULK_ACTIONS_BAR_CLASS}
      data-testid="bulk-actions-bar"
      sx={(theme) => ({
        position: 'sticky',
        top: appBarHidden ? 0 : { xs: 56, sm: 48 },
        zIndex: theme.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.12)}, ${alpha(theme.palette.primary.main, 0.12)})`,
        borderBottom: 1,
        borderColor: 'divider',
        transition: theme.transitions.create('top'),
      })}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{children}</Box>
      <Button size="small" color="inherit" startIcon={<CloseIcon />} onClick={() => onUnselectItems()} sx={{ ml: 'auto' }}>
        {translate('app.bulk.clear')}
      </Button>
    </Box>
  );
}

/**
 * A DataTable's bulk props: the row checkboxes and this bar with `buttons`, or neither (false:
 * the role may do none of them). Spread on the DataTable: `<DataTable {...bulkActions(…)}>`.
 */
export function bulkActions(buttons: ReactElement | false | undefined) {
  if (!buttons) return { bulkActionButtons: false as const };
  return { bulkActionButtons: buttons, bulkActionsToolbar: <BulkActionsBar>{buttons}</BulkActionsBar> };
}
