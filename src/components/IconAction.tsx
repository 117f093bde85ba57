// The one way to put a button with only an icon on a screen: its label is both its tooltip
// and its accessible name, so no icon button is left unnamed or unexplained. `to` makes it a
// link inside the app; a disabled one keeps its tooltip (MUI needs an element that can hover).
// The tooltip describes rather than names, so the wrapper is not a second element with the name.
// The tooltip (MUI's Tooltip and Popper, some 12 kB gzip) is a chunk of its own: the sign-in
// page shows one icon button and does not wait for it; the button is named without it.
// It loads once the browser is idle, so that it does not add a render before the form shows.
import { IconButton, type IconButtonProps } from '@mui/material';
import type { default as TooltipType } from '@mui/material/Tooltip';
import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';

export interface IconActionProps extends Pick<IconButtonProps, 'size' | 'color' | 'disabled' | 'edge' | 'sx' | 'aria-haspopup'> {
  /** What it does, already translated: the tooltip and the accessible name. */
  label: string;
  /** The icon. */
  children: ReactNode;
  /** A path in the app: the button is a link there. */
  to?: string;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

let Tooltip: typeof TooltipType | undefined;
const tooltipListeners = new Set<() => void>();
const loadTooltip = () =>
  void import('@mui/material/Tooltip').then((m) => {
    Tooltip = m.default;
    tooltipListeners.forEach((listener) => listener());
  });
// When the browser is idle (or within 2 s), not while the first screen renders.
if (typeof requestIdleCallback === 'function') requestIdleCallback(loadTooltip, { timeout: 2000 });
else setTimeout(loadTooltip, 0);
const onTooltipLoaded = (listener: () => void) => {
  tooltipListeners.add(listener);
  return () => tooltipListeners.delete(listener);
};

export function IconAction({ label, children, to, ...props }: IconActionProps) {
  const button = to ? (
    <IconButton aria-label={label} {...props} component={Link} to={to}>
      {children}
    </IconButton>
  ) : (
    <IconButton aria-label={label} {...props}>
      {children}
    </IconButton>
  );
  const tooltipLoaded = useSyncExternalStore(onTooltipLoaded, () => Tooltip !== undefined);
  const wrapped = <span style={{ display: 'inline-flex' }}>{button}</span>;
  return tooltipLoaded && Tooltip ? (
    <Tooltip title={label} describeChild>
      {wrapped}
    </Tooltip>
  ) : (
    wrapped
  );
}
