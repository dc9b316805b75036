import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';
import firstScreenEnglish from '../locales/en.json?first-screen';
import { type AppLanguage, isRtl, languageTags } from './languages';

type Translations = typeof en;

// Only the first screen's English is bundled; every full language file, English too, is
// fetched on demand (the pages behind the home page need the rest).
const loaders = import.meta.glob<Translations>('../locales/*.json', { import: 'default' });

/** Languages whose whole file is loaded (English starts with its first-screen sections only). */
const complete = new Set<AppLanguage>();
/** Set once a page needs more than the first screen: from then on every language loads whole. */
let completeNeeded = false;
let current: AppLanguage = 'en';

async function loadBundle(language: AppLanguage): Promise<void> {
  if (complete.has(language)) return;
  if (language === 'en' && !completeNeeded) return;
  const load = loaders[`../locales/${language}.json`];
  if (!load) return;
  i18next.addResourceBundle(language, 'translation', await load(), true, true);
  complete.add(language);
}

/**
 * Keeps `<html lang dir>` in step with the interface language (ar is right-to-left). Only a change
 * is written: setting `dir`, even to the value it has, restyles the whole page (the prerendered
 * page comes with both already right).
 */
function applyDocumentLanguage(language: AppLanguage): void {
  const root = document.documentElement;
  const lang = languageTags[language];
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}

export async function initI18n(language: AppLanguage): Promise<void> {
  const resources: Resource = { en: { translation: firstScreenEnglish } };
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
}

export async function changeLanguage(language: AppLanguage): Promise<void> {
  try {
    await loadBundle(language);
  } catch {
    // A failed chunk load leaves English in place; the next switch retries.
  }
  await i18next.changeLanguage(language);
  current = language;
  applyDocumentLanguage(language);
}

/**
 * Loads the rest of the interface texts before a page other than the home page renders (only
 * English starts incomplete; any other language was loaded whole when chosen).
 */
export async function ensureCompleteTranslations(): Promise<void> {
  completeNeeded = true;
  try {
    await loadBundle(current);
  } catch {
    // Offline: the page shows its keys' first-screen English where it has them; a retry reloads.
  }
}
