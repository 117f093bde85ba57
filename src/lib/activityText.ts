// Activity in the chosen language (contract/activity-sentences.ts): a row's values worded by
// the catalogs, money as the language writes it, a package by its name in that language. A
// row without values falls back to its English sentence read back, or its text as it is.
import { useLocaleState, useTranslate } from 'react-admin';
import { type ActivityParams, readActivitySentence } from '../../contract/activity-sentences';
import { formatMoney } from './format';
import { localizedPackage } from './localizedPackage';

/** The catalog placeholders of a row's values: %{order}, %{amount}, %{package}, %{name}, %{title}. */
function placeholders(params: ActivityParams, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.orderCode) out.order = params.orderCode;
  if (params.amount !== undefined) out.amount = formatMoney(params.amount, params.currency);
  if (params.packageName || params.packageNameEn) out.package = localizedPackage({ name: params.packageName, nameEn: params.packageNameEn }, locale).name;
  if (params.name) out.name = params.name;
  if (params.title !== undefined) out.title = params.title;
  return out;
}

export function useActivityText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    /** A user activity's headline: its kind's sentence, or the stored text for a kind the catalogs lack. */
    action: (type: string, stored: string) => translate(`resources.users.activity.actions.${type}`, { _: stored }),
    /** A user activity's details line. */
    details: (stored: string | null, params: ActivityParams | null | undefined) =>
      params?.detail ? translate(`resources.users.activity.details.${params.detail}`, { ...placeholders(params, locale), _: stored ?? '' }) : stored,
    /** A dashboard event's sentence. */
    event: (description: string, params: ActivityParams | null | undefined) => {
      if (params?.sentence) return translate(`app.dashboard.sentences.${params.sentence}`, { ...placeholders(params, locale), _: description });
      const sentence = readActivitySentence(description);
      if (!sentence) return description;
      const { amount, ...values } = sentence.params;
      // An older event: '199000 VND' as money, the rest as the sentence said it.
      const money = amount ? /^(\d+(?:\.\d+)?) ([A-Z]{3})$/.exec(amount) : null;
      return translate(`app.dashboard.sentences.${sentence.key}`, {
        ...values,
        amount: money ? formatMoney(Number(money[1]), money[2]) : amount,
        _: description,
      });
    },
  };
}
