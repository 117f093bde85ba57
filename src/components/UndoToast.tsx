// A success notice with an Undo button, for a change that is one call away from reversed
// (a user deactivated, a package switched off). As a toast: notify(undoToast(message, undo));
// the undo runs through the same route the other way and the toast closes as it starts.
// Inside a dialog, which keeps the keyboard (and a screen reader) from the toasts outside
// it, the same notice sits in the dialog itself: <UndoNotice>.
import { Alert, Button } from '@mui/material';
import { useCloseNotification, useTranslate } from 'react-admin';

/** Long enough to read the message and reach the button on a phone. */
export const UNDO_TOAST_MS = 10_000;

interface UndoNoticeProps {
  message: string;
  args?: Record<string, unknown>;
  onUndo: () => void;
  /** Filled, as toasts are; outlined in a dialog. */
  filled?: boolean;
  /** Takes the focus when it appears: the admin's next key reaches Undo. */
  autoFocus?: boolean;
}

export function UndoNotice({ message, args, onUndo, filled = false, autoFocus = false }: UndoNoticeProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="success"
      variant={filled ? 'filled' : 'outlined'}
      sx={{ alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" sx={{ fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 }} onClick={onUndo} autoFocus={autoFocus}>
          {translate('ra.action.undo')}
        </Button>
      }
    >
      {translate(message, args)}
    </Alert>
  );
}

function UndoToast({ message, args, onUndo }: Pick<UndoNoticeProps, 'message' | 'args' | 'onUndo'>) {
  const close = useCloseNotification();
  return (
    <UndoNotice
      filled
      message={message}
      args={args}
      onUndo={() => {
        close();
        onUndo();
      }}
    />
  );
}

/** notify's arguments for a success toast offering Undo. */
export const undoToast = (message: string, onUndo: () => void, args?: Record<string, unknown>) =>
  [<UndoToast message={message} args={args} onUndo={onUndo} />, { type: 'success', autoHideDuration: UNDO_TOAST_MS }] as const;
