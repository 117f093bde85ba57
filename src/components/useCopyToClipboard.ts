// Copy a text with a short-lived confirmation: 'copied' for about 2 s, or 'failed' (the
// clipboard refused) so the screen can ask for a copy by hand.
import { useEffect, useState } from 'react';

export const COPY_CONFIRMATION_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopyToClipboard(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}
