// The panel's one spinner. A progress circle with no name is an unlabelled 'progressbar' to a
// screen reader (axe: serious), so each one either says what is loading or, beside a text
// that already says it (a busy button's label, a 'Loading…' line), is hidden from readers.
import { CircularProgress, type CircularProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type SpinnerProps = Omit<CircularProgressProps, 'aria-label'> & {
  /** Catalog key of what is loading; 'Loading...' unless told. */
  label?: string;
  /** Sits beside a text that names it: hidden from screen readers. */
  besideText?: boolean;
};

export function Spinner({ label = 'app.common.loading', besideText = false, ...props }: SpinnerProps) {
  const translate = useTranslate();
  if (besideText) return <CircularProgress aria-hidden {...props} />;
  return <CircularProgress aria-label={translate(label)} {...props} />;
}
