// A list of feature rows: Add appends a row, remove is offered only while more
// than one row exists; the list's error shows under it.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Box, Button, FormHelperText, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { IconAction } from '../../components/IconAction';

export function FeatureListInput({ source, label }: { source: 'features' | 'featuresEn'; label: string }) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, format: (v) => v, parse: (v) => v });
  const rows: string[] = Array.isArray(field.value) && field.value.length ? field.value : [''];
  const error = fieldState.error?.message;
  const set = (next: string[]) => field.onChange(next);
  const title = translate(label);

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Box id={`${id}-label`} component="h3" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
        {title}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {rows.map((value, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              value={value}
              inputRef={i === 0 ? field.ref : undefined}
              onChange={(e) => set(rows.map((r, j) => (j === i ? e.target.value : r)))}
              onBlur={field.onBlur}
              size="small"
              hiddenLabel
              margin="none"
              fullWidth
              error={!!error}
              placeholder={translate('resources.packages.form.feature_placeholder', { n: i + 1 })}
              slotProps={{ htmlInput: { 'aria-label': `${title} ${i + 1}` } }}
            />
            {rows.length > 1 && (
              <IconAction label={`${translate('resources.packages.form.remove_feature')} ${i + 1}`} onClick={() => set(rows.filter((_, j) => j !== i))}>
                <RemoveIcon />
              </IconAction>
            )}
          </Box>
        ))}
      </Box>
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => set([...rows, ''])}
        sx={{ mt: 1 }}
        aria-label={`${translate('resources.packages.form.add_feature')}: ${title}`}
      >
        {translate('resources.packages.form.add_feature')}
      </Button>
    </Box>
  );
}
