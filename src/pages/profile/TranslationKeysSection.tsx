// The owner's 'Show translation keys' switch (src/lib/translationKeys.ts): for this browser,
// every text followed by its catalog key, for translating from screenshots.
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setTranslationKeysWanted, useTranslationKeysWanted } from '../../lib/translationKeys';

export function TranslationKeysSection() {
  const translate = useTranslate();
  const wanted = useTranslationKeysWanted();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.profile.translation.text')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={wanted} onChange={(event) => setTranslationKeysWanted(event.target.checked)} />}
        label={translate('app.profile.translation.show_keys')}
      />
    </>
  );
}
