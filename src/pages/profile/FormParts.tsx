// What the profile page's two forms share: their values with an error under each field
// (cleared as it is edited), and the result banner above a submit button that says
// 'Saving...' (or its like) while the request is out.
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldError } from './fieldErrors';

export type Banner = { ok: boolean; text: string } | null;

export function useFields<T extends Record<string, string>>(initial: T) {
  const translate = useTranslate();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  /** A text field's props: value, label, the error under it (else the hint), cleared on edit. */
  const field = (name: keyof T & string, label: string, hint = ' ') => ({
    name,
    label: translate(label),
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ? translate(errors[name].key, errors[name].options) : hint,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    fullWidth: true,
    size: 'small' as const,
  });
  return { values, setValues, errors, setErrors, field };
}

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
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : props.icon}>
          {translate(pending ? props.pendingLabel : props.label)}
        </Button>
      </Box>
    </>
  );
}
