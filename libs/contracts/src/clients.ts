import { z } from 'zod';

export const benAdminPlatformSchema = z.object({ id: z.string(), name: z.string() });
export type BenAdminPlatform = z.infer<typeof benAdminPlatformSchema>;
export const benAdminPlatformListSchema = z.array(benAdminPlatformSchema);
