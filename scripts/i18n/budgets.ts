// Length budgets: the texts a phone (360 px wide) cuts or wraps, and how many characters fit
// there. Measured on the screens (tests/e2e look for cut text at 360 px); the translator's
// note states the budget and the check holds it, each plural form on its own.

export interface Budget {
  /** Where the text shows, said to the translator. */
  where: string;
  max: number;
}

const BUDGETS: readonly [RegExp, Budget][] = [
  [/^resources\.[^.]+\.name$|^app\.menu\./, { where: 'a sidebar entry (240 px beside its icon)', max: 20 }],
  [/^app\.settings\.tabs\./, { where: 'a settings tab (a phone shows them as a scrolling row)', max: 16 }],
  [/^resources\.users\.dialog\.tabs\./, { where: 'one of the three tabs of the user dialog on a phone', max: 12 }],
  [
    /^resources\.[^.]+\.stats\.|^app\.dashboard\.(total_users|total_cvs|revenue|pending_orders|total_templates|template_usage)$/,
    { where: 'a figure card title (two cards a row on a phone)', max: 26 },
  ],
  [/^resources\.[^.]+\.(status|statuses)\.[^.]+$/, { where: 'a status chip', max: 18 }],
  [/^resources\.[^.]+\.columns\./, { where: 'a table column header', max: 20 }],
  [/^app\.roles\./, { where: 'a role chip beside the name in the top bar', max: 14 }],
];

export function budgetOf(key: string): Budget | undefined {
  return BUDGETS.find(([pattern]) => pattern.test(key))?.[1];
}
