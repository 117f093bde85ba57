// The way back from a resource's screen to its list ('Back to Orders'): a link, so the
// keyboard reaches it and it opens in a new tab like any address.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface BackButtonProps {
  /** The resource whose list it returns to. */
  resource: string;
  /** Catalog key of its label. */
  label: string;
  /** 'contained' where it is the panel's one action (not found, failed). */
  variant?: 'text' | 'outlined' | 'contained';
}

export function BackButton({ resource, label, variant = 'text' }: BackButtonProps) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}/${resource}`} variant={variant} startIcon={<ArrowBackIcon />}>
      {translate(label)}
    </Button>
  );
}
