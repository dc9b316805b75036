/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build setting: the interface language used when the user has not chosen one (e.g. "zh"). */
  readonly VITE_DEFAULT_LANGUAGE?: string;
}
