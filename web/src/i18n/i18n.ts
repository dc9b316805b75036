import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { type AppLanguage, isRtl, languageTags } from './languages';

type Translations = typeof en;

// Every language but English is fetched on demand, so the first bundle carries one locale.
const loaders = import.meta.glob<Translations>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

async function loadBundle(language: AppLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load = loaders[`../locales/${language}.json`];
  if (!load) return;
  i18next.addResourceBundle(language, 'translation', await load(), true, true);
}

/** Keeps `<html lang dir>` in step with the interface language (ar is right-to-left). */
function applyDocumentLanguage(language: AppLanguage): void {
  document.documentElement.lang = languageTags[language];
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function initI18n(language: AppLanguage): Promise<void> {
  const resources: Resource = { en: { translation: en } };
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
  applyDocumentLanguage(language);
}
