// What a list shows with no rows, in one of two states: nothing there yet (the resource's
// own icon and words, and an action such as Create where the list offers one), or nothing
// that matches the search and filters (a search-off icon, the 'try other filters' words).
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { EmptyState } from './EmptyState';

export interface ListEmptyProps {
  /** Translation key of the title (both states, unless filteredTitle is given). */
  title: string;
  /** Nothing there yet. */
  text: string;
  /** Nothing matches the filters (default: text). */
  filteredText?: string;
  filteredTitle?: string;
  /** The resource's icon (default: an empty inbox). */
  icon?: ReactNode;
  /** Offered only while nothing is filtered (e.g. Create). */
  action?: ReactNode;
}

/** Whether any of the list's filters holds a value (an emptied search box does not count). */
export function useIsFiltering(): boolean {
  const { filterValues } = useListContext();
  return Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== null && v !== '');
}

export function ListEmpty({ title, text, filteredText = text, filteredTitle = title, icon, action }: ListEmptyProps) {
  const filtering = useIsFiltering();
  return filtering ? (
    <EmptyState title={filteredTitle} text={filteredText} icon={<SearchOffIcon fontSize="inherit" />} />
  ) : (
    <EmptyState title={title} text={text} icon={icon} action={action} />
  );
}
