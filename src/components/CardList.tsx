// What the card lists (packages, templates) share: the filter bar (react-admin's FilterForm
// with always-on inputs, search first), the 'Create …' link, and the grid of cards with its
// loading skeletons, load error and empty states.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Skeleton } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { FilterForm, type RaRecord, SearchInput, SelectInput, useBasename, useCanAccess, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListEmpty, type ListEmptyProps } from './ListEmpty';
import { LoadError } from './LoadError';

/** A search box and the list's selects, as one row that wraps on a phone. */
export function CardListFilters({ search, filters }: { search: string; filters: ReactElement[] }) {
  const translate = useTranslate();
  const inputs = [<SearchInput key="q" source="q" alwaysOn placeholder={translate(search)} sx={{ minWidth: { sm: 280 } }} />, ...filters];
  return (
    <Box sx={{ mb: 1, '& form': { gap: 1.5 }, '& .RaFilterFormInput-spacer': { display: 'none' } }}>
      <FilterForm filters={inputs} />
    </Box>
  );
}

/** Room for the longest label in either language beside the open arrow. */
export const SELECT_SX = { minWidth: 190 };

/** A select over a boolean filter sent as 'true'/'false' (labels and texts are translation keys). */
export function booleanFilter(source: string, label: string, allText: string, [whenTrue, whenFalse]: [string, string], falseFirst = false) {
  const choices = [
    { id: 'true', name: whenTrue },
    { id: 'false', name: whenFalse },
  ];
  return (
    <SelectInput key={source} source={source} label={label} alwaysOn emptyText={allText} choices={falseFirst ? choices.reverse() : choices} sx={SELECT_SX} />
  );
}

/** The link to the resource's create page, for a role that may create. */
export function CreateLink({ label }: { label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${basename}/${resource}/new`}>
      {translate(label)}
    </Button>
  );
}

export interface CardGridProps<T extends RaRecord> {
  /** One card per row of the page. */
  card: (record: T) => ReactNode;
  /** What a card looks like while the page loads. */
  skeleton: ReactNode;
  /** Translation key of the load error. */
  loadFailed: string;
  empty: ListEmptyProps;
  /** The narrowest a card may get (it never overflows a phone). */
  minCardWidth: number;
  /** Above the cards once there are some (e.g. a bulk bar). */
  header?: ReactNode;
}

export function CardGrid<T extends RaRecord>({ card, skeleton, loadFailed, empty, minCardWidth, header }: CardGridProps<T>) {
  const translate = useTranslate();
  const { data, isPending, isPlaceholderData, error, refetch, perPage } = useListContext<T>();
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))` };
  if (error) return <LoadError message={loadFailed} onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <Box sx={grid} role="progressbar" aria-busy="true" aria-label={translate('app.common.loading')}>
        {Array.from({ length: Math.min(perPage, 6) }, (_, i) => (
          <Card key={i} variant="outlined">
            {skeleton}
          </Card>
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Card variant="outlined">
        <ListEmpty {...empty} />
      </Card>
    );
  }
  return (
    <>
      {header}
      {/* The previous search's cards, shown until this one's arrive, can be neither clicked nor
          focused: they are about to move, and a click would land on another card or nothing. */}
      <Box
        sx={{ ...grid, opacity: isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
        aria-busy={isPlaceholderData || undefined}
        inert={isPlaceholderData || undefined}
      >
        {data.map(card)}
      </Box>
    </>
  );
}

/** The usual card skeleton: an optional picture, then a title and two lines. */
export function CardSkeleton({ picture }: { picture?: number }) {
  return (
    <>
      {picture && <Skeleton variant="rectangular" height={picture} />}
      <Box sx={{ p: 2 }}>
        <Skeleton width="60%" height={32} />
        <Skeleton />
        <Skeleton width="40%" />
      </Box>
    </>
  );
}
