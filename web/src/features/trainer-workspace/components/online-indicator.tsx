import { Badge } from '@chakra-ui/react';
import { LuWifi, LuWifiOff } from 'react-icons/lu';
import { useOnline } from '../hooks/use-online';
import { WORKSPACE_TEXT } from '../messages';

/** Online/offline badge for the dashboard header (offline edits still save on this device). */
export function OnlineIndicator() {
  const online = useOnline();
  return (
    <Badge
      colorPalette={online ? 'green' : 'orange'}
      role="status"
      aria-live="polite"
      data-testid="online-indicator"
      title={online ? undefined : 'Changes are saved on this device and sync when you are back online'}
    >
      {online ? <LuWifi aria-hidden /> : <LuWifiOff aria-hidden />}
      {online ? WORKSPACE_TEXT.online : WORKSPACE_TEXT.offline}
    </Badge>
  );
}
