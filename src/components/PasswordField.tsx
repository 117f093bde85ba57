// A password input with a show/hide button (sign-in, secrets in settings, the profile page).
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export function PasswordField({ size, ...props }: Omit<TextFieldProps, 'type'>) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggle = translate(visible ? 'app.common.hide_password' : 'app.common.show_password');
  const iconSize = size === 'small' ? 'small' : 'medium';
  return (
    <TextField
      {...props}
      size={size}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size={iconSize} edge="end" aria-label={toggle} title={toggle} onClick={() => setVisible((v) => !v)}>
                {visible ? <VisibilityOffIcon fontSize={iconSize} /> : <VisibilityIcon fontSize={iconSize} />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
