import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { HomeFigures_figures$key } from '../__generated__/HomeFigures_figures.graphql';
import { formatAtLeast, formatCompact, formatRate } from '../format/formatFigures';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** The marketing figures of spec §1, from the operator's configuration on the upstream. */
export function HomeFigures({ figures }: { figures: HomeFigures_figures$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment HomeFigures_figures on HomeFigures {
        volume24h
        cryptoCount
        registeredUsers
        feeRate
      }
    `,
    figures,
  );
  const items = [
    data.volume24h != null && { key: 'volume', value: formatCompact(data.volume24h, locale) },
    data.cryptoCount != null && { key: 'cryptos', value: formatAtLeast(data.cryptoCount, locale) },
    data.registeredUsers != null && { key: 'users', value: formatCompact(data.registeredUsers, locale) },
    data.feeRate != null && {
      key: 'fee',
      value: t('home.figures.feeBelow', { value: formatRate(data.feeRate, locale) }),
    },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  return (
    <SimpleGrid
      as="dl"
      aria-label={t('home.figures.label')}
      columns={{ base: 2, md: 4 }}
      gap="4"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      {items.map((item) => (
        // A div groups each term with its value (a <dl> holds dt/dd pairs or divs of them); the
        // term comes first, as a screen reader reads it, and shows below the figure.
        <Stat.Root key={item.key} as="div">
          <Stat.Label as="dt" order={2}>
            {t(`home.figures.${item.key}`)}
          </Stat.Label>
          <Stat.ValueText as="dd" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {/* Figures read left to right in every language, also inside right-to-left text. */}
            <bdi dir="ltr">{item.value}</bdi>
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
