// The sentences the server writes into an activity event's description (English, kept for
// API clients), and how a screen reads them back as a catalog key and its parameters, so
// the dashboard's Recent Activity reads in the chosen language. A description that matches
// none is shown as it is.

export const ACTIVITY_SENTENCES = {
  user_registered: /^New user registered: (?<name>.+)$/,
  signed_in: /^(?<name>.+) signed in$/,
  cv_created: /^(?<name>.+) created CV "(?<title>.*)"$/,
  cv_updated: /^(?<name>.+) updated CV "(?<title>.*)"$/,
  package_purchased: /^(?<name>.+) purchased package (?<package>.+)$/,
  package_received: /^(?<name>.+) received package (?<package>.+)$/,
  payment_received: /^Payment of (?<amount>.+) received for order (?<order>\S+)$/,
} as const;
export type ActivitySentence = keyof typeof ACTIVITY_SENTENCES;

/** A description as a sentence key and its parameters, or null when it is none of them. */
export function readActivitySentence(description: string): { key: ActivitySentence; params: Record<string, string> } | null {
  for (const [key, pattern] of Object.entries(ACTIVITY_SENTENCES) as [ActivitySentence, RegExp][]) {
    const m = pattern.exec(description);
    if (m) return { key, params: { ...m.groups } };
  }
  return null;
}
