import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes this app renders: the full recipe set is most of
 * Chakra's weight in the first bundle. A component added later needs its recipe listed here.
 */
const baseTheme = defineConfig({
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
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The dark trading-platform look: near-black surfaces, gold accent, red/green price colours. */
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg',
      color: 'fg',
      minHeight: '100%',
      fontFeatureSettings: '"tnum"',
    },
    html: { fontSize: 'min(16px, 100px)' },
  },
  theme: {
    // The bordered surface every panel of the app sits on (`layerStyle="panel"`); padding stays
    // with each use. The first screen's CSS modules draw the same from the same tokens.
    layerStyles: {
      panel: {
        value: { borderWidth: '1px', borderColor: 'border', borderRadius: 'xl', bg: 'bg.panel' },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff8e1' },
          100: { value: '#ffecb3' },
          200: { value: '#ffe082' },
          300: { value: '#ffd54f' },
          400: { value: '#f5c542' },
          500: { value: '#f0b90b' },
          600: { value: '#c99a06' },
          700: { value: '#a07a05' },
          800: { value: '#785b03' },
          900: { value: '#503c02' },
          950: { value: '#2a1f01' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '#0b0e14' } },
          panel: { value: { _light: '{colors.gray.50}', _dark: '#131722' } },
          subtle: { value: { _light: '{colors.gray.100}', _dark: '#181c27' } },
          muted: { value: { _light: '{colors.gray.200}', _dark: '#1e2330' } },
        },
        // Secondary text (table heads, hints, the footer's risk line) keeps 4.5:1 on every surface.
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '#8b8b95' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '#242a38' } },
        },
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '#0b0e14' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // The two price hues. As text (DEFAULT, fg) and as a fill (solid, with contrast on it) both
        // keep 4.5:1 on every surface; on a fill the text is dark (white on these would not).
        // The other keys make each a colour palette (`colorPalette="rise"`: buttons, badges).
        priceRed: {
          DEFAULT: { value: { _light: '#d9304f', _dark: '#f75467' } },
          contrast: { value: { _light: '{colors.white}', _dark: '#0b0e14' } },
          solid: { value: '{colors.priceRed}' },
          fg: { value: '{colors.priceRed}' },
          muted: { value: '{colors.red.muted}' },
          subtle: { value: '{colors.red.subtle}' },
          emphasized: { value: '{colors.red.emphasized}' },
          focusRing: { value: '{colors.priceRed}' },
        },
        priceGreen: {
          DEFAULT: { value: { _light: '#0a9e6e', _dark: '#0ecb81' } },
          contrast: { value: { _light: '{colors.white}', _dark: '#0b0e14' } },
          solid: { value: '{colors.priceGreen}' },
          fg: { value: '{colors.priceGreen}' },
          muted: { value: '{colors.green.muted}' },
          subtle: { value: '{colors.green.subtle}' },
          emphasized: { value: '{colors.green.emphasized}' },
          focusRing: { value: '{colors.priceGreen}' },
        },
        // The product's rule: a positive change is shown red, anything else green. A user may choose the
        // other convention in the settings: `html[data-price-colors='green-up']` swaps these two
        // (components/ui/price-change.module.css). Price moves only (changes, candles, Up/Down):
        // money and results are told by sign and words, not by these colours.
        rise: {
          DEFAULT: { value: '{colors.priceRed}' },
          contrast: { value: '{colors.priceRed.contrast}' },
          solid: { value: '{colors.priceRed.solid}' },
          fg: { value: '{colors.priceRed.fg}' },
          muted: { value: '{colors.priceRed.muted}' },
          subtle: { value: '{colors.priceRed.subtle}' },
          emphasized: { value: '{colors.priceRed.emphasized}' },
          focusRing: { value: '{colors.priceRed.focusRing}' },
        },
        fall: {
          DEFAULT: { value: '{colors.priceGreen}' },
          contrast: { value: '{colors.priceGreen.contrast}' },
          solid: { value: '{colors.priceGreen.solid}' },
          fg: { value: '{colors.priceGreen.fg}' },
          muted: { value: '{colors.priceGreen.muted}' },
          subtle: { value: '{colors.priceGreen.subtle}' },
          emphasized: { value: '{colors.priceGreen.emphasized}' },
          focusRing: { value: '{colors.priceGreen.focusRing}' },
        },
        // Chakra's dark green.solid (green.600) is too light for white text: dark text, as its orange.
        green: {
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, baseTheme), config);
