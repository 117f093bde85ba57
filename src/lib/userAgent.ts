// A browser's name and where it runs ('Chrome on iPhone', 'Safari on macOS'), read from its
// User-Agent header by bowser: the Activity tab, the profile's sessions and the audit log show
// this, with the raw header in a tooltip.
import Bowser from 'bowser';
import { useTranslate } from 'react-admin';

export interface Device {
  browser?: string;
  /** The device where it names one (iPhone, iPad), else the operating system. */
  os?: string;
  /** A phone or tablet, for the icon. */
  mobile: boolean;
}

export function parseUserAgent(userAgent: string | null | undefined): Device {
  // bowser refuses an empty string.
  if (!userAgent?.trim()) return { mobile: false };
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: browser.name || undefined,
    os: platform.model || os.name || undefined,
    mobile: platform.type === 'mobile' || platform.type === 'tablet',
  };
}

/** 'Chrome on iPhone', 'Firefox', or the catalog's unknown browser. */
export function useDeviceName() {
  const translate = useTranslate();
  return (userAgent: string | null | undefined) => {
    const { browser, os } = parseUserAgent(userAgent);
    if (browser && os) return translate('app.profile.sessions.browser_on', { browser, os });
    return browser ?? os ?? translate('app.profile.sessions.unknown_device');
  };
}
