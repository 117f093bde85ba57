// A success toast with an Undo button, for a change that is one call away from reversed
// (a user deactivated, a package switched off): notify(undoToast(message, undo)). The undo
// runs through the same route the other way; the toast closes as it starts.
import { Alert, Button } from '@mui/material';
import { useCloseNotification, useTranslate } from 'react-admin';

/** Long enough to read the message and reach the button on a phone. */
export const UNDO_TOAST_MS = 10_000;

function UndoToast({ message, args, onUndo }: { message: string; args?: Record<string, unknown>; onUndo: () => void }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert
      severity="success"
      variant="filled"
      sx={{ alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ fontWeight: 700 }}
          onClick={() => {
            close();
            onUndo();
          }}
        >
          {translate('ra.action.undo')}
        </Button>
      }
    >
      {translate(message, args)}
    </Alert>
  );
}

/** notify's arguments for a success toast offering Undo. */
export const undoToast = (message: string, onUndo: () => void, args?: Record<string, unknown>) =>
  [<UndoToast message={message} args={args} onUndo={onUndo} />, { type: 'success', autoHideDuration: UNDO_TOAST_MS }] as const;
