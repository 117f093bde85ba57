// A whole-number input that never holds a negative value (clamped to 0 or more).
// The text is kept as typed so the field can be cleared and retyped; the payload turns
// anything unparseable into 0.
import { TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

export function ClampedNumberInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, format: (v) => (v ?? '') as string, parse: (v) => v });
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(label)}
      type="number"
      value={field.value}
      onBlur={field.onBlur}
      onChange={(e) => {
        const raw = e.target.value;
        field.onChange(raw !== '' && Number(raw) < 0 ? '0' : raw);
      }}
      error={!!error}
      helperText={error || helperText ? <InputHelperText error={error} helperText={helperText} /> : undefined}
      slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      fullWidth
    />
  );
}
