// The one way to put a button with only an icon on a screen: its label is both its tooltip
// and its accessible name, so no icon button is left unnamed or unexplained. `to` makes it a
// link inside the app; a disabled one keeps its tooltip (MUI needs an element that can hover).
// The tooltip describes rather than names, so the wrapper is not a second element with the name.
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
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
  return (
    <Tooltip title={label} describeChild>
      <span style={{ display: 'inline-flex' }}>{button}</span>
    </Tooltip>
  );
}
