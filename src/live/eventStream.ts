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
  /** The last line ended with CR: an LF that starts the next chunk belongs to it. */
  let afterCR = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onChunk?.();
      buffer += value;
      if (afterCR && buffer.startsWith('\n')) buffer = buffer.slice(1);
      afterCR = false;
      for (let end = buffer.search(/[\r\n]/); end >= 0; end = buffer.search(/[\r\n]/)) {
        const line = buffer.slice(0, end);
        const crlf = buffer.startsWith('\r\n', end);
        afterCR = buffer[end] === '\r' && end === buffer.length - 1;
        buffer = buffer.slice(end + (crlf ? 2 : 1));
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
