import { Button, Flex, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { faqPath, MAX_SEARCH } from './faqCategories';

/** The help centre's search box: it opens the FAQ with the words searched. */
export function HelpSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(faqPath(draft, null));
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Flex gap="2">
          <Input
            type="search"
            aria-label={t('help.searchLabel')}
            value={draft}
            maxLength={MAX_SEARCH}
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            enterKeyHint="search"
            size="lg"
          />
          <Button type="submit" colorPalette="yellow" size="lg">
            {t('help.search')}
          </Button>
        </Flex>
      </form>
    </search>
  );
}
