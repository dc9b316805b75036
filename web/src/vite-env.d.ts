/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build setting: the interface language used when the user has not chosen one (e.g. "zh"). */
  readonly VITE_DEFAULT_LANGUAGE?: string;
}

/** A locale file's first-screen sections only (build/localeFirstScreen.ts). */
declare module '*.json?first-screen' {
  const translations: Record<string, unknown>;
  export default translations;
}

/** Chakra's whole global stylesheet as text (build/chakraGlobalCss.ts). */
declare module 'virtual:chakra-global.css?inline' {
  const css: string;
  export default css;
}
