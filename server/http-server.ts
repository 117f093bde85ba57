// The Node HTTP server in front of the Hono app: `npm start` (server/main.ts), the tests and
// the benchmarks that need a real port all start it here, so a hostile or unlucky client
// gets the same answers everywhere.
//
// Why not @hono/node-server's serve() as it is (connections it dropped under hostile traffic): when
// the app answers before it has read the request body (a 401, 404, 413 or 415 decided from
// the headers alone), the response said `keep-alive` although the rest of the body was still
// on the wire. The adapter then drains that body after the response, for at most 500 ms, and
// calls socket.destroySoon() when the drain has not ended. The drain stalls: Hono's
// bodyLimit has already wrapped the body into a web stream, which pauses the request again
// at its high-water mark (64 KiB) every time the drain resumes it. Meanwhile the client,
// told the connection stays open, had sent its next request on it, which Node could not even
// parse behind the unread body: the socket was destroyed under it with no answer
// (`UND_ERR_SOCKET: other side closed`; 60 in 600 requests with 4 clients and 1.5 MB bodies).
// The fix, where the promise is made: a response written before the whole request body has
// arrived says `Connection: close`. Node closes the socket once the response is sent and the
// client opens a new connection for its next request. A body that did arrive but was not
// read keeps the connection: it is already parsed, and the adapter drains it at once.
// (Node may not have parsed even a small body yet when a fast answer is written: such a
// refused request then costs its client a reconnect, nothing more.)
//
// Timeouts: headersTimeout and requestTimeout bound how long a client may take to *send* a
// request; nothing bounds a response, so a long-lived stream (server-sent events, a large
// export) is never cut. keepAliveTimeout is raised above the usual client idle times (Node's
// fetch keeps an idle socket for the server's advertised timeout minus a margin; browsers and
// proxies for longer): a server closing an idle socket while the client sends on it is the
// other way a request gets no answer.
//
// Stopping (closeGracefully): see there; server.close() alone loses requests too.
import { type IncomingMessage, type Server, ServerResponse, STATUS_CODES, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';

export interface HttpServerOptions {
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs?: number;
  /** Longest time a client may take to send a request's headers. */
  headersTimeoutMs?: number;
  /** Longest time a client may take to send a whole request (headers and body). */
  requestTimeoutMs?: number;
}

export const DEFAULT_HTTP_OPTIONS: Required<HttpServerOptions> = {
  keepAliveTimeoutMs: 65_000,
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 300_000,
};

/**
 * The request has a body Node has not received in full. (A request without one may not be
 * marked complete yet either: an answer written in the microtasks after its headers comes
 * before Node's parser gets to the end of the message.)
 */
function bodyStillComing(req: IncomingMessage): boolean {
  const declared = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  return declared && !req.complete;
}

/** Servers that are stopping: each response they write says `Connection: close`. */
const stopping = new WeakSet<Server>();

const envelope = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message }), { status, headers: { 'content-type': 'application/json' } });

/** A request Node's parser refused (bad syntax, headers too large, too slow): a JSON answer, then close. */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  // A response of an earlier request on this socket is still being written: raw bytes would corrupt it.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ success: false, message: STATUS_CODES[status] ?? 'Bad Request' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createHttpServer(fetch: (request: Request) => Response | Promise<Response>, options: HttpServerOptions = {}): Server {
  const { keepAliveTimeoutMs, headersTimeoutMs, requestTimeoutMs } = { ...DEFAULT_HTTP_OPTIONS, ...options };
  const listener = getRequestListener(fetch, {
    // The adapter could not even build a Request (a backslash in the path, a bad Host).
    errorHandler: (err) => {
      if (err instanceof RequestError) return envelope(400, 'Bad request');
      console.error('Unhandled error in the HTTP adapter:', err);
      return envelope(500, 'Internal server error');
    },
  });
  class ClosingResponse extends ServerResponse<IncomingMessage> {
    // Node calls writeHead for implicit headers too, so every response passes here.
    override writeHead(statusCode: number, ...rest: unknown[]): this {
      if ((bodyStillComing(this.req) || stopping.has(server)) && !this.headersSent) this.setHeader('connection', 'close');
      return Reflect.apply(super.writeHead, this, [statusCode, ...rest]);
    }
  }
  const server = createServer(
    {
      ServerResponse: ClosingResponse as typeof ServerResponse,
      keepAliveTimeout: keepAliveTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      // How often Node checks the two timeouts above (its default, 30 s, is coarser than a short test timeout).
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs) / 4))),
    },
    // The adapter turns the app's failures into answers; should it still reject (its own 500
    // failing to be written), that is logged and the connection dropped: an unhandled
    // rejection would stop the process.
    (req, res) => {
      listener(req, res).catch((err: unknown) => {
        console.error('Unhandled error in the HTTP adapter:', err);
        res.destroy();
      });
    },
  );
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Stops the server without leaving a request unanswered; resolves once every connection is
 * closed. server.close() alone drops the idle kept-alive connections at once, among them one
 * whose next request is already in its socket buffer, unread (the client gets a reset), and
 * then waits for the others to idle out (65 s), since Node still answers `keep-alive`. So:
 * from now on each response says `Connection: close`; for `graceMs` the server keeps
 * answering what arrives on open connections; then it stops listening and drops what is idle.
 */
export async function closeGracefully(server: Server, graceMs = 1_000): Promise<void> {
  stopping.add(server);
  const open = await new Promise<number>((done) => server.getConnections((err, n) => done(err ? 1 : n)));
  if (open) await new Promise((r) => setTimeout(r, graceMs));
  if (server.listening) await new Promise<void>((done) => server.close(() => done()));
}

/** Listens and resolves with the bound port (port 0: any free one). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ready((server.address() as AddressInfo).port);
    });
  });
}
