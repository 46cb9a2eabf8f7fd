import { z } from 'zod';
import { REGIONS } from './region-codes';

export const ZRegion = z.enum(REGIONS);
