// The operator's environment for logs and mail links: LOG_LEVEL, LOG_PRETTY, PUBLIC_URL.
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../server/start-env';

describe('readEnv: logs and the public address', () => {
  it('defaults: info, JSON unless stdout is a terminal, links to the listening address', () => {
    expect(readEnv({}, false)).toMatchObject({ logLevel: 'info', logPretty: false, publicUrl: undefined });
    expect(readEnv({}, true).logPretty).toBe(true);
  });

  it('LOG_PRETTY overrides the terminal guess either way', () => {
    expect(readEnv({ LOG_PRETTY: '1' }, false).logPretty).toBe(true);
    expect(readEnv({ LOG_PRETTY: '0' }, true).logPretty).toBe(false);
  });

  it('LOG_LEVEL takes pino levels and silent; anything else is refused with the list', () => {
    expect(readEnv({ LOG_LEVEL: 'SILENT' }, false).logLevel).toBe('silent');
    expect(readEnv({ LOG_LEVEL: ' debug ' }, false).logLevel).toBe('debug');
    expect(() => readEnv({ LOG_LEVEL: 'verbose' }, false)).toThrow(
      new EnvError('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'),
    );
  });

  it('PUBLIC_URL: an http(s) address, kept without its trailing slash', () => {
    expect(readEnv({ PUBLIC_URL: 'https://admin.example.com/' }, false).publicUrl).toBe('https://admin.example.com');
    expect(readEnv({ PUBLIC_URL: 'http://10.0.0.5:8080/panel/' }, false).publicUrl).toBe('http://10.0.0.5:8080/panel');
    expect(() => readEnv({ PUBLIC_URL: 'admin.example.com' }, false)).toThrow('PUBLIC_URL is not a URL: "admin.example.com"');
    expect(() => readEnv({ PUBLIC_URL: 'ftp://admin.example.com' }, false)).toThrow(/PUBLIC_URL must be an http\(s\) address/);
    expect(() => readEnv({ PUBLIC_URL: 'https://admin.example.com/?a=1' }, false)).toThrow(/without query or fragment/);
  });

  it('TRUST_PROXY: how many proxies stand in front (true or yes mean one), off by default', () => {
    expect(readEnv({}, false).trustProxy).toBe(0);
    expect(readEnv({ TRUST_PROXY: '1' }, false).trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: 'true' }, false).trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }, false).trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: 'no' }, false).trustProxy).toBe(0);
    expect(() => readEnv({ TRUST_PROXY: 'nginx' }, false)).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});
