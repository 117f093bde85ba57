// Reads a text/event-stream body. EventSource would do this, but it cannot send the
// Authorization header, so the stream is fetched and parsed here (the WHATWG "event stream
// interpretation", less `id` and `retry`, which this app does not use).

export interface StreamMessage {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

/**
 * The messages of `body` in order; comments are skipped, but `onChunk` hears every chunk
 * (a keep-alive too). Stopping the iteration cancels the body.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>, onChunk?: () => void): AsyncGenerator<StreamMessage> {
  // The cast: TypeScript's DOM types give TextDecoderStream a wider input than pipeThrough takes.
  const reader = body.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onChunk?.();
      buffer += value;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        // A CR as the last character may be the first half of a CRLF still to come.
        if (end < 0 || (end === buffer.length - 1 && buffer[end] === '\r')) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1);
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? '' : line.slice(colon + 1);
        const fieldValue = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event = fieldValue;
        else if (field === 'data') data.push(fieldValue);
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
