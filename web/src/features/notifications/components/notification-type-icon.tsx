import { Icon } from '../../../components/ui/chakra/icon';
import { LuCircleCheck, LuCircleX, LuInfo, LuTriangleAlert } from 'react-icons/lu';

/** Icon of a notification type (docs/product.md#notifications-and-mail: success, error, warning; anything else is info). */
export function NotificationTypeIcon({ type }: { type: string }) {
  const [IconCmp, color, label] =
    type === 'success'
      ? [LuCircleCheck, 'green.fg', 'Success']
      : type === 'error'
        ? [LuCircleX, 'red.fg', 'Error']
        : type === 'warning'
          ? [LuTriangleAlert, 'orange.fg', 'Warning']
          : [LuInfo, 'blue.fg', 'Info'];
  return (
    <Icon color={color} boxSize="5" aria-label={label} role="img" flexShrink={0}>
      <IconCmp />
    </Icon>
  );
}
