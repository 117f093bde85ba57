// What the profile page's two forms share: the result banner above a submit button that
// says 'Saving...' (or its like) while the request is out.
import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Spinner } from '../../components/Spinner';

export type Banner = { ok: boolean; text: string } | null;

export function FormFooter(props: { banner: Banner; onCloseBanner: () => void; pending: boolean; icon: ReactNode; label: string; pendingLabel: string }) {
  const translate = useTranslate();
  const { banner, pending } = props;
  return (
    <>
      {banner && (
        <Alert severity={banner.ok ? 'success' : 'error'} role={banner.ok ? 'status' : 'alert'} sx={{ mt: 1 }} onClose={props.onCloseBanner}>
          {banner.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <Spinner size={16} color="inherit" besideText /> : props.icon}>
          {translate(pending ? props.pendingLabel : props.label)}
        </Button>
      </Box>
    </>
  );
}
