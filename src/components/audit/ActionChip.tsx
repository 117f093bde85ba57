// An audit entry's action as a chip, coloured by what it did: the audit log's rows and every
// entity's history panel.
import { StatusChip } from '../StatusChip';
import { actionTone, useAuditLabels } from './labels';

export function ActionChip({ action }: { action: string }) {
  const labels = useAuditLabels();
  return <StatusChip tone={actionTone(action)} label={labels.action(action)} />;
}
