import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import { chakraTheme, onboardConfig } from './themeConfig.js';

/** Onboard's styling system (themeConfig.ts: Chakra's default theme, its used recipes and Onboard's departures). */
export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), onboardConfig);
