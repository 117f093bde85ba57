// A failed load: the message and a way to try again.
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadError({ message, onRetry, retryLabel = 'app.common.try_again' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate(retryLabel)}
          </Button>
        )
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}
