import { chakra, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../components/ui/icon';
import { activeTab, navTabs } from './navTabs';

const TabLink = chakra(NavLink);

/** The mobile bottom tab bar; the active entry follows the first path segment (spec §2). */
export function BottomTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <chakra.nav
      aria-label={t('nav.main')}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid as="ul" templateColumns="repeat(6, 1fr)" listStyleType="none" h="16">
        {navTabs.map((tab) => {
          const current = active?.key === tab.key;
          return (
            <li key={tab.key}>
              <TabLink
                to={tab.path}
                aria-current={current ? 'page' : undefined}
                h="full"
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="1"
                color={current ? 'brand.fg' : 'fg.muted'}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
              >
                <Icon name={tab.icon} />
                <Text fontSize="2xs" lineClamp={1} textAlign="center">
                  {t(`nav.${tab.key}`)}
                </Text>
              </TabLink>
            </li>
          );
        })}
      </Grid>
    </chakra.nav>
  );
}
