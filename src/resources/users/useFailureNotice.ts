// An error notification that carries the server's reason when it gave one ('Error adding
// package: {server message}'), else the screen's own message.
import { useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../../lib/serverMessage';

export function useFailureNotice() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown, withReasonKey: string, plainKey: string) => {
    const reason = serverMessage(error, '');
    const text = reason ? translate(withReasonKey, { message: translate(reason, { _: reason }) }) : translate(plainKey);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
}
