// A password input with a show/hide button (sign-in, secrets in settings, the profile page).
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconAction } from './IconAction';

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
              <IconAction label={toggle} size={iconSize} edge="end" onClick={() => setVisible((v) => !v)}>
                {visible ? <VisibilityOffIcon fontSize={iconSize} /> : <VisibilityIcon fontSize={iconSize} />}
              </IconAction>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
