import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../components/ui/icon';

const ItemLink = chakra(Link);

const links: { to: string; key: string; icon: IconName }[] = [
  { to: '/profile/balance', key: 'balance', icon: 'wallet' },
  { to: '/profile/balance/withdraw', key: 'withdraw', icon: 'upload' },
  { to: '/profile/invite', key: 'invite', icon: 'account' },
  { to: '/profile/notification', key: 'notifications', icon: 'bell' },
];

/** The account's other pages: balance and deposit, withdraw, invite friends, notifications. */
export function ProfileLinks() {
  const { t } = useTranslation();
  return (
    <chakra.nav aria-label={t('profileMoney.links.title')}>
      <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.to}>
            <ItemLink
              to={link.to}
              display="flex"
              alignItems="center"
              gap="2"
              h="full"
              layerStyle="panel"
              px="3"
              py="3"
              fontWeight="medium"
              _hover={{ bg: 'bg.subtle' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
            >
              <Icon name={link.icon} />
              <Text as="span">{t(`profileMoney.links.${link.key}`)}</Text>
            </ItemLink>
          </li>
        ))}
      </SimpleGrid>
    </chakra.nav>
  );
}
