// The Validation tab: the server's errors and warnings for the latest text.
import { Alert, Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { parseCheckMessage } from '../../../../contract/template-messages';
import type { ValidationState } from './useTemplateEditor';
import { Spinner } from '../../../components/Spinner';

/** The server's English text, in the panel's language when it is one of the known messages. */
function useCheckText() {
  const translate = useTranslate();
  return (text: string) => {
    const found = parseCheckMessage(text);
    return found ? translate(`resources.templates.check.${found.key}`, { ...found.params, _: text }) : text;
  };
}

function Messages({ items, kind }: { items: string[]; kind: 'errors' | 'warnings' }) {
  const translate = useTranslate();
  const checkText = useCheckText();
  const color = kind === 'errors' ? 'error' : 'warning';
  return (
    <Box component="section" aria-labelledby={`validation-${kind}`} sx={{ mb: 3 }}>
      <Typography id={`validation-${kind}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, color: `${color}.main` }}>
        {translate(`resources.templates.editor.${kind}`, { smart_count: items.length })}
      </Typography>
      <List dense disablePadding>
        {items.map((text) => (
          <ListItem key={text} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: `${color}.main` }}>
              {kind === 'errors' ? <ErrorIcon fontSize="small" /> : <WarningIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={checkText(text)} slotProps={{ primary: { sx: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } } }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function ValidationPanel({ validation }: { validation: ValidationState }) {
  const translate = useTranslate();
  const { result, pending, failed } = validation;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, overflow: 'auto', height: '100%' }}>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(failed, { _: failed })}
        </Alert>
      )}
      {!result ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {pending && <Spinner size={16} besideText />}
          {translate(pending ? 'resources.templates.editor.validating' : 'resources.templates.editor.not_validated')}
        </Box>
      ) : (
        <>
          {result.errors.length === 0 && result.warnings.length === 0 && <Alert severity="success">{translate('resources.templates.editor.no_issues')}</Alert>}
          {result.errors.length > 0 && <Messages items={result.errors} kind="errors" />}
          {result.warnings.length > 0 && <Messages items={result.warnings} kind="warnings" />}
        </>
      )}
    </Box>
  );
}
