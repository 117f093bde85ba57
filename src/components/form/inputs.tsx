// MUI inputs bound to the surrounding form with react-admin's useInput: the value as typed
// (no '' → null), the error under the field through react-admin's helper text (which
// translates it), else the hint.
import { Checkbox, FormControlLabel, Switch, TextField, type TextFieldProps } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'label'> & {
  source: string;
  /** Translation key (or text). */
  label: string;
  /** Shown while the field has no error (' ' keeps the row's height). */
  hint?: ReactNode;
  /** Another TextField, e.g. the password field with its show/hide button. */
  as?: ComponentType<TextFieldProps>;
  /** The text shown for the form's value (default: the value, '' for none). */
  format?: (value: unknown) => string;
  /** The form's value for the text typed (default: the text as typed). */
  parse?: (text: string) => unknown;
};

const asIs = <T,>(value: T) => value;

const asText = (value: unknown) => (value ?? '') as string;

export function FormTextField({ source, label, hint = ' ', id, as: Field = TextField, format = asText, parse = asIs, ...props }: FormTextFieldProps) {
  const translate = useTranslate();
  const { id: inputId, field, fieldState } = useInput({ source, id, format, parse });
  const error = fieldState.error?.message;
  return (
    <Field
      id={inputId}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate(label, { _: label })}
      error={Boolean(error)}
      helperText={error ? <InputHelperText error={error} /> : hint}
      {...props}
    />
  );
}

/** A checkbox (or a switch) with its label beside it. */
export interface FormCheckboxProps {
  source: string;
  /** Translation key (or text). */
  label: string;
  control?: 'checkbox' | 'switch';
  id?: string;
  disabled?: boolean;
}

export function FormCheckbox({ source, label, control = 'checkbox', id: inputId, disabled }: FormCheckboxProps) {
  const translate = useTranslate();
  const { id, field } = useInput({ source, id: inputId, type: 'checkbox', format: (v) => Boolean(v), parse: asIs });
  const Control = control === 'switch' ? Switch : Checkbox;
  return (
    <FormControlLabel
      label={translate(label, { _: label })}
      disabled={disabled}
      control={<Control id={id} name={field.name} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
    />
  );
}
