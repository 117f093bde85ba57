// The server's activity sentences (seed, grants, payments) read back as a key and parameters,
// so the dashboard shows them in the chosen language; each key has a sentence in both catalogs.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SENTENCES, readActivitySentence } from '../../contract/activity-sentences';
import { appEn } from '../../i18n/en';
import { appVi } from '../../i18n/vi';

describe('activity sentences', () => {
  it('reads each sentence the server writes', () => {
    expect(readActivitySentence('New user registered: Gia Dũng Ngô')).toEqual({ key: 'user_registered', params: { name: 'Gia Dũng Ngô' } });
    expect(readActivitySentence('Gia Dũng Ngô signed in')).toEqual({ key: 'signed_in', params: { name: 'Gia Dũng Ngô' } });
    expect(readActivitySentence('An Lê created CV "Kỹ sư phần mềm"')).toEqual({ key: 'cv_created', params: { name: 'An Lê', title: 'Kỹ sư phần mềm' } });
    expect(readActivitySentence('An Lê updated CV "Designer"')).toEqual({ key: 'cv_updated', params: { name: 'An Lê', title: 'Designer' } });
    expect(readActivitySentence('An Lê purchased package Standard')).toEqual({ key: 'package_purchased', params: { name: 'An Lê', package: 'Standard' } });
    expect(readActivitySentence('An Lê received package Pro')).toEqual({ key: 'package_received', params: { name: 'An Lê', package: 'Pro' } });
    expect(readActivitySentence('Payment of 199000 VND received for order ORD-12')).toEqual({
      key: 'payment_received',
      params: { amount: '199000 VND', order: 'ORD-12' },
    });
  });
  it('leaves any other text alone', () => {
    expect(readActivitySentence('Something else happened')).toBeNull();
  });
  it('has each sentence in both catalogs with the same parameters', () => {
    for (const key of Object.keys(ACTIVITY_SENTENCES) as (keyof typeof ACTIVITY_SENTENCES)[]) {
      const names = (t: string) => [...t.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(appVi.app.dashboard.sentences[key])).toEqual(names(appEn.app.dashboard.sentences[key]));
    }
  });
});
