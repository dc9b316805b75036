import { Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../components/ui/icon';

const products: readonly { key: 'market' | 'loan' | 'trading' | 'nfts'; to: string; icon: IconName }[] = [
  { key: 'market', to: '/market', icon: 'market' },
  { key: 'loan', to: '/loan', icon: 'loan' },
  { key: 'trading', to: '/trading', icon: 'trading' },
  { key: 'nfts', to: '/nfts', icon: 'nfts' },
];

/** The Get Started cards of the home page (spec §2). */
export function ProductCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {products.map((product) => (
        <Card.Root key={product.key} bg="bg.panel" size="sm">
          <Card.Body gap="2">
            <Icon name={product.icon} boxSize="7" color="brand.fg" />
            <Heading as="h3" size="md">
              {t(`home.products.${product.key}.title`)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t(`home.products.${product.key}.text`)}
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button
              asChild
              size="sm"
              variant="outline"
              colorPalette="brand"
              aria-label={`${t('home.getStarted')}: ${t(`home.products.${product.key}.title`)}`}
            >
              <Link to={product.to}>{t('home.getStarted')}</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
