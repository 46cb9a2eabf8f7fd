import {
  IconCalendarEvent,
  IconDeviceGamepad2,
  IconFile,
  IconHeadset,
  IconHeartbeat,
  IconHome,
  IconMailCheck,
  type Icon,
} from '@tabler/icons-react';
import type { TAgentTemplate } from '@parley/core/agents/templates';

/** The icon drawn for each template's `icon` key. */
export const templateIcons: Record<TAgentTemplate['icon'], Icon> = {
  headset: IconHeadset,
  home: IconHome,
  heart: IconHeartbeat,
  mail: IconMailCheck,
  calendar: IconCalendarEvent,
  file: IconFile,
  gamepad: IconDeviceGamepad2,
};
