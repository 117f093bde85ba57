// A user agent as the browser and device it names ('Chrome on iPhone'), the raw header in a
// tooltip (src/lib/userAgent.ts). The admin command line's entries say so.
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMMAND_LINE_AGENT } from '../../contract/audit';
import { useDeviceName } from '../lib/userAgent';

export function DeviceName({ userAgent }: { userAgent: string | null | undefined }) {
  const translate = useTranslate();
  const deviceName = useDeviceName();
  if (!userAgent) return <>—</>;
  const name = userAgent === COMMAND_LINE_AGENT ? translate('resources.audit-log.command_line') : deviceName(userAgent);
  return (
    <Tooltip title={userAgent}>
      <span data-testid="user-agent">{name}</span>
    </Tooltip>
  );
}
