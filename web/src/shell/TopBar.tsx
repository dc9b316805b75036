import { Box, chakra, Flex, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Brand } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { activeTab, navTabs } from './navTabs';
import { SessionActions } from './SessionActions';

const TabLink = chakra(NavLink);

/** The desktop top bar: brand, six tabs, language dropdown, session actions. */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h="16" align="center" gap="4">
        <Brand />
        <chakra.nav aria-label={t('nav.main')} flex="1" minW="0" overflowX="auto">
          <HStack as="ul" gap="1" listStyleType="none">
            {navTabs.map((tab) => {
              const current = active?.key === tab.key;
              return (
                <li key={tab.key}>
                  <TabLink
                    to={tab.path}
                    aria-current={current ? 'page' : undefined}
                    display="block"
                    whiteSpace="nowrap"
                    px="3"
                    py="2"
                    rounded="md"
                    fontSize="sm"
                    fontWeight="medium"
                    color={current ? 'brand.fg' : 'fg.muted'}
                    bg={current ? 'bg.muted' : undefined}
                    _hover={{ color: 'fg', bg: 'bg.subtle' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                  >
                    {t(`nav.${tab.key}`)}
                  </TabLink>
                </li>
              );
            })}
          </HStack>
        </chakra.nav>
        <HStack gap="2" flexShrink={0}>
          <LanguageMenu />
          <SessionActions />
        </HStack>
      </Flex>
    </Box>
  );
}
