import type { BenAdminPlatform as BenAdminPlatformDto } from '@onboard/contracts';
import type { BenAdminPlatform } from './ben-admin-platform.entity.js';

export function toBenAdminPlatformDto(platform: BenAdminPlatform): BenAdminPlatformDto {
  return { id: platform.id, name: platform.name };
}
