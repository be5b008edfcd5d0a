import {
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  mergeConfigs,
  type SystemContext,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { globalCss } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { chakraTheme, onboardConfig } from '../../../themeConfig.js';

/*
 * The explorer's dialogs (lead form, share, language) keep Chakra, inside their own lazy chunks (decision 178):
 * the page itself is plain HTML and static CSS. Their provider carries Onboard's theme with Chakra's reset and
 * global styles scoped to the dialog (its positioner and what is inside), so opening one does not restyle
 * the page.
 */

const DIALOG_SCOPE = '.chakra-dialog__positioner';
// The theme's page-wide rules: `*` (custom properties) moves into the dialog; `html` (page colours) is left out.
const { '*': everyElement, html: _page, ...rest } = globalCss as Record<string, SystemStyleObject>;

let system: SystemContext | undefined;
/** Made when a dialog first opens (not when the chunk loads): a system costs a few milliseconds to build. */
function dialogSystem(): SystemContext {
  system ??= createSystem(
    mergeConfigs(defaultBaseConfig, {
      ...chakraTheme,
      preflight: { scope: DIALOG_SCOPE, level: 'parent' },
      globalCss: {
        ...rest,
        [`${DIALOG_SCOPE}, ${DIALOG_SCOPE} *`]: everyElement ?? {},
        [DIALOG_SCOPE]: { color: 'fg', lineHeight: '1.5', colorPalette: 'gray' },
      },
    }),
    { ...onboardConfig, globalCss: {} },
  );
  return system;
}

/** Chakra for one explorer dialog, with no page-wide styles. */
export function ExplorerChakra({ children }: { children: ReactNode }) {
  return <ChakraProvider value={dialogSystem()}>{children}</ChakraProvider>;
}
