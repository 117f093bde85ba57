// The SPA's text/event-stream reader: whatever the chunking (down to split UTF-8 bytes and
// split CRLFs), line endings and comments, it yields the messages that were sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamMessage } from '../../src/live/eventStream';

function bodyOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) {
    if (p > from) chunks.push(bytes.slice(from, p));
    from = Math.max(from, p);
  }
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

async function read(body: ReadableStream<Uint8Array>): Promise<StreamMessage[]> {
  const out: StreamMessage[] = [];
  for await (const m of readEventStream(body)) out.push(m);
  return out;
}

const text = (s: string) => new TextEncoder().encode(s);
const lineText = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ':', '{', '"', 'đ', 'ơ', '₫', '😀', '9') });

describe('readEventStream', () => {
  it('reads what a server sends, however it is cut into chunks and lines are ended', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            event: fc.option(fc.constantFrom('ready', 'order', 'resync'), { nil: undefined }),
            lines: fc.array(lineText, { minLength: 1, maxLength: 3 }),
            comment: fc.boolean(),
          }),
          { maxLength: 5 },
        ),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (messages, eol, cuts) => {
          const wire = messages
            .map(
              (m) =>
                [m.comment ? ': keep-alive' : null, m.event ? `event: ${m.event}` : null, ...m.lines.map((l) => `data: ${l}`)]
                  .filter((l) => l !== null)
                  .join(eol) +
                eol +
                eol,
            )
            .join('');
          const expected = messages.map((m) => ({ event: m.event ?? 'message', data: m.lines.join('\n') }));
          expect(await read(bodyOf(text(wire), cuts))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('follows the format: one optional space after the colon, data without a value, unknown fields and a message without data ignored', async () => {
    const wire = 'event:order\ndata:{"a":1}\ndata\nid: 7\nretry: 10\n\nevent: nothing\n\n: only a comment\n\ndata:  two spaces\n\ndata: unfinished';
    expect(await read(bodyOf(text(wire), []))).toEqual([
      { event: 'order', data: '{"a":1}\n' },
      { event: 'message', data: ' two spaces' },
    ]);
  });

  it('tells about every chunk, a keep-alive comment too', async () => {
    let chunks = 0;
    for await (const _ of readEventStream(bodyOf(text(': keep-alive\n\n: keep-alive\n\n'), [14]), () => chunks++)) {
      throw new Error('a comment is not a message');
    }
    expect(chunks).toBe(2);
  });
});
