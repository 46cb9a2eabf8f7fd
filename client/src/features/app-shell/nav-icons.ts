import {
  IconBolt,
  IconBrandMeta,
  IconBrandWhatsapp,
  IconBuildingStore,
  IconHistory,
  IconKey,
  IconMathFunction,
  IconPhone,
  IconRobot,
  IconSpider,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** The icon of each side navigation entry, by its path (core/src/shell/navigation.ts). */
export const NAV_ICONS: Record<string, Icon> = {
  '/agents': IconRobot,
  '/integrations': IconMathFunction,
  '/meta-pages': IconBrandMeta,
  '/whatsapp-numbers': IconBrandWhatsapp,
  '/twilio-numbers': IconPhone,
  '/automations': IconSpider,
  '/events': IconBolt,
  '/sessions': IconHistory,
  '/agency': IconBuildingStore,
  '/clients': IconUsers,
  '/credentials': IconKey,
};
