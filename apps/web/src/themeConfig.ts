import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components Onboard uses (Chakra's bundle-size guide:
 * the full default config carries the styles of ~75 components, most never rendered here). A component
 * added to the app needs its recipe added here; without it the component renders unstyled (themeConfig.spec.ts
 * fails when an imported component's recipe is missing).
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      status: statusSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Onboard's styling system: Chakra's default config with the few departures below, each commented.
 * Everything not mentioned (spacing, radii, breakpoints, component recipes) is Chakra's default.
 */
export const onboardConfig = defineConfig({
  theme: {
    tokens: {
      // Departure: a `brand` palette (an insurer's blue) next to Chakra's palettes, so components can use
      // colorPalette="brand". Chakra ships no brand colour.
      colors: {
        brand: {
          50: { value: '#e8f1fb' },
          100: { value: '#c9ddf5' },
          200: { value: '#9cc1ec' },
          300: { value: '#6aa1e0' },
          400: { value: '#3d82d2' },
          500: { value: '#1a68c0' },
          600: { value: '#0b5cab' },
          700: { value: '#0a4a8a' },
          800: { value: '#0a3a6b' },
          900: { value: '#082b4f' },
          950: { value: '#051b33' },
        },
      },
      // Departure: the platform font stack instead of a downloaded web font (no font request on first paint).
      fonts: {
        heading: {
          value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      // The semantic keys Chakra's recipes read from a colour palette, for `brand`. Solid buttons use 600:
      // white text on it has a contrast of 6.7:1 (WCAG AA needs 4.5:1).
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Departure: status text colours dark enough for small text on white (WCAG AA 4.5:1). Chakra's
        // defaults (green.600, red.500, orange.600) give about 3.3:1 to 3.8:1.
        fg: {
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
  globalCss: {
    // Departure: the page fills the viewport so the footer sits at the bottom of short pages.
    'html, body, #root': { minHeight: '100%', height: '100%' },
  },
});
