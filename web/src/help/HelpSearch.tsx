import { Button, Flex, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { faqPath, MAX_SEARCH } from './faqCategories';

type SearchFormProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  size?: 'md' | 'lg';
};

/** The help centre's search box and button, in a search landmark. */
export function SearchForm({ value, onChange, onSubmit, size = 'md' }: SearchFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Flex gap="2">
          <Input
            type="search"
            aria-label={t('help.searchLabel')}
            value={value}
            maxLength={MAX_SEARCH}
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => onChange(event.target.value)}
            enterKeyHint="search"
            size={size}
          />
          <Button type="submit" colorPalette="yellow" size={size}>
            {t('help.search')}
          </Button>
        </Flex>
      </form>
    </search>
  );
}

/** The help centre's search: it opens the FAQ with the words searched. */
export function HelpSearch() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  return (
    <SearchForm
      value={draft}
      onChange={setDraft}
      onSubmit={() => void navigate(faqPath(draft, null))}
      size="lg"
    />
  );
}
