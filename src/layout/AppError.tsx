// The layout's error boundary: a failed code-chunk load (a new deployment, a dropped
// connection) offers a reload; anything else shows react-admin's error page.
import { Alert, Button } from '@mui/material';
import { Error as RaError, type ErrorProps, useTranslate } from 'react-admin';

const isChunkError = (error?: Error) =>
  !!error && (error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message));

export function AppError(props: ErrorProps) {
  const translate = useTranslate();
  if (isChunkError(props.error)) {
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('app.errors.chunk_reload')}
          </Button>
        }
      >
        {translate('app.errors.chunk')}
      </Alert>
    );
  }
  return <RaError {...props} error={props.error} resetErrorBoundary={() => window.location.reload()} />;
}
