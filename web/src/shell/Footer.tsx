import { Box, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { Footer_contents$key } from '../__generated__/Footer_contents.graphql';
import { SocialLinks } from './SocialLinks';

const FooterLink = chakra(Link);

const productLinks = [
  { key: 'market', to: '/market' },
  { key: 'loan', to: '/loan' },
  { key: 'nfts', to: '/nfts' },
  { key: 'trading', to: '/trading' },
] as const;

const groups = [
  { type: 'COMPANY', title: 'footer.company' },
  { type: 'POLICY', title: 'footer.policy' },
  { type: 'FOOTER', title: 'footer.more' },
] as const;

function detailPath(contentId: number, title: string): string {
  return `/detail?${new URLSearchParams({ id: String(contentId), title })}`;
}

/** Product links, the server's company / policy / footer link lists, social icons, copyright. */
export function Footer({ contents }: { contents: Footer_contents$key }) {
  const { t } = useTranslation();
  const items = useFragment(
    graphql`
      fragment Footer_contents on Content @relay(plural: true) {
        id
        contentId
        title
        type
      }
    `,
    contents,
  );

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.panel" mt="12">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="8">
          <Stack gap="3" as="nav" aria-labelledby="footer-products">
            <Heading as="h2" id="footer-products" size="sm">
              {t('footer.products')}
            </Heading>
            {productLinks.map((link) => (
              <FooterLink key={link.key} to={link.to} color="fg.muted" fontSize="sm" _hover={{ color: 'fg' }}>
                {t(`nav.${link.key}`)}
              </FooterLink>
            ))}
          </Stack>
          {groups.map((group) => {
            const links = items.filter((item) => item.type === group.type);
            if (links.length === 0) return null;
            return (
              <Stack key={group.type} gap="3" as="nav" aria-labelledby={`footer-${group.type}`}>
                <Heading as="h2" id={`footer-${group.type}`} size="sm">
                  {t(group.title)}
                </Heading>
                {links.map((item) => (
                  <FooterLink
                    key={item.id}
                    to={detailPath(item.contentId, item.title)}
                    color="fg.muted"
                    fontSize="sm"
                    _hover={{ color: 'fg' }}
                  >
                    {item.title}
                  </FooterLink>
                ))}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Text mt="8" fontSize="xs" color="fg.subtle">
          {t('footer.riskWarning')}
        </Text>
        <Flex mt="4" pt="4" borderTopWidth="1px" justify="space-between" align="center" wrap="wrap" gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <SocialLinks />
        </Flex>
      </Box>
    </Box>
  );
}
