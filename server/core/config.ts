// What an app instance is configured with (createApp's `config`), and its defaults.
import { LIST_COUNT_CAP } from '../../contract/lists.js';

export interface AppConfig {
  version: string;
  /**
   * Proxies in a row in front of the server (0: none): the client address is the entry of
   * X-Forwarded-For that the outermost trusted proxy added.
   */
  trustProxy: number;
  /** Failed sign-ins per IP address within the throttle window, across all emails. */
  ipLoginLimit: number;
  /** Public contact submissions per IP address per hour. */
  contactLimitPerHour: number;
  /** HMAC key of the payments webhook; none means the webhook is refused. */
  paymentWebhookSecret?: string;
  /** Where users reach the panel (PUBLIC_URL): https turns HSTS on. */
  publicUrl?: string;
  /** Where the built SPA lives; served with history fallback for /admin/*. */
  staticDir?: string;
  /** A filtered list counts its matches exactly up to this many (contract/lists.ts). */
  listCountCap: number;
  /** A live event stream sends a keep-alive comment (and re-checks its session) this often. */
  liveKeepAliveMs: number;
  /** Exports running at once on this instance; the next is a 429. */
  maxExports: number;
  /** A download whose client reads nothing this long is ended (its database connection freed). */
  exportStallMs: number;
  /** Live event streams one session may hold open at once. */
  maxStreamsPerSession: number;
}

export const defaultConfig: AppConfig = {
  version: '1.0.0',
  trustProxy: 0,
  ipLoginLimit: 50,
  contactLimitPerHour: 5,
  listCountCap: LIST_COUNT_CAP,
  liveKeepAliveMs: 20_000,
  maxExports: 2,
  exportStallMs: 60_000,
  maxStreamsPerSession: 5,
};
