import { readFile } from 'node:fs/promises';
import type { LedgerEntry, StatementKind } from '@swx/contract';
import { type InterfaceLanguage, languageTags } from '@swx/contract/languages';

/**
 * The words of a statement's files in one language. They are the web app's own texts
 * (web/src/locales/<language>.json, `statement` and `transactions.reason`), so the file says what the
 * screen says and every language has them (the locales' test checks that).
 */
export type StatementTexts = {
  language: InterfaceLanguage;
  tag: string;
  rightToLeft: boolean;
  words: Record<string, string>;
  kind: Record<StatementKind, string>;
  reason: Record<LedgerEntry['reason'], string>;
  /** The two accounts' names. */
  account: { demo: string; real: string };
};

const LOCALES = new URL('../../../web/src/locales/', import.meta.url);
const loaded = new Map<InterfaceLanguage, Promise<StatementTexts>>();

type LocaleFile = {
  statement: Record<string, unknown> & { kind: Record<string, string> };
  transactions: { reason: Record<string, string> };
  profile: { demoAccount: string; realAccount: string };
};

async function load(language: InterfaceLanguage): Promise<StatementTexts> {
  const file = JSON.parse(await readFile(new URL(`${language}.json`, LOCALES), 'utf8')) as LocaleFile;
  const words = Object.fromEntries(
    Object.entries(file.statement).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
  const kind = Object.fromEntries(
    Object.entries(file.statement.kind).map(([key, text]) => [key.toLowerCase(), text]),
  ) as Record<StatementKind, string>;
  const reason = Object.fromEntries(
    Object.entries(file.transactions.reason).map(([key, text]) => [key.toLowerCase(), text]),
  ) as Record<LedgerEntry['reason'], string>;
  const account = { demo: file.profile.demoAccount, real: file.profile.realAccount };
  return {
    language,
    tag: languageTags[language],
    rightToLeft: language === 'ar',
    words,
    kind,
    reason,
    account,
  };
}

export function statementTexts(language: InterfaceLanguage): Promise<StatementTexts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = load(language);
    texts.catch(() => loaded.delete(language));
    loaded.set(language, texts);
  }
  return texts;
}

/** `text` with its {{name}} placeholders filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
