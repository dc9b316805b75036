import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import skeleton from '../components/ui/skeleton.module.css';
import field from '../components/ui/text-field.module.css';
import { useHydrated } from '../state/hydration';
import { faqPath, MAX_SEARCH } from './faqCategories';
import styles from './help.module.css';

type SearchFormProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  size?: 'md' | 'lg';
};

/** The help centre's search box and button, in a search landmark. */
export function SearchForm({ value, onChange, onSubmit, size = 'md' }: SearchFormProps) {
  const { t } = useTranslation();
  // In a page the gateway rendered with its data, the box is read-only until the app replaces that
  // markup: what was typed into it would be lost.
  const live = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search>
      <form onSubmit={submit} className={styles.searchRow}>
        <input
          type="search"
          className={size === 'lg' ? `${field.input} ${styles.searchLarge}` : field.input}
          aria-label={t('help.searchLabel')}
          value={value}
          readOnly={!live}
          maxLength={MAX_SEARCH}
          placeholder={t('help.searchPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className={buttonClass({ palette: 'brand', size })}>
          {t('help.search')}
        </button>
      </form>
    </search>
  );
}

/** The search box's place in the help centre's first paint, at its size. */
export function HelpSearchSkeleton() {
  return (
    <div className={`${styles.search} ${styles.searchRow}`}>
      <div className={`${skeleton.skeleton} ${styles.searchSkeleton}`} />
    </div>
  );
}

/** The help centre's search: it opens the FAQ with the words searched. */
export function HelpSearch() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  return (
    <div className={styles.search}>
      <SearchForm
        value={draft}
        onChange={setDraft}
        onSubmit={() => void navigate(faqPath(draft, null))}
        size="lg"
      />
    </div>
  );
}
