// A sandboxed frame showing a template rendered with the sample CV. sandbox="" allows
// neither scripts nor the panel's origin: whatever the template holds cannot touch the panel.
import { Alert, Box } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { API_URL } from '../../api/httpClient';
import { renderPreview } from './preview';

export function PreviewFrame({ content, title, height = '100%' }: { content: string; title: string; height?: number | string }) {
  const translate = useTranslate();
  const deferred = useDeferredValue(content);
  const origin = API_URL ? new URL(API_URL, window.location.href).origin : window.location.origin;
  const rendered = useMemo(() => renderPreview(deferred, origin), [deferred, origin]);
  if ('error' in rendered) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('resources.templates.editor.render_failed', { error: rendered.error })}
      </Alert>
    );
  }
  return (
    <Box component="iframe" title={title} sandbox="" srcDoc={rendered.html} sx={{ border: 0, width: '100%', height, display: 'block', bgcolor: '#fff' }} />
  );
}
