/* The site's colours: @onboard/domain's (the gateway's first HTML sets the same ones, decision 177). */
export {
  AA_CONTRAST,
  contrastRatio,
  DEFAULT_BRAND_COLOR,
  DEFAULT_CONTRAST_COLOR,
  explorerColors,
  parseHexColor,
  relativeLuminance,
  type ExplorerColors,
} from '@onboard/domain';
