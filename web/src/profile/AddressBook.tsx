import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AddressBook_viewer$key } from '../__generated__/AddressBook_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { AddressFormDialog, type WithdrawalNetwork } from './AddressFormDialog';
import type { AddressForm } from './addressValidation';
import { DeleteAddressDialog } from './DeleteAddressDialog';

/** The book's limit (the upstream's). */
const maxAddresses = 20;

type Editing = { id: string } & AddressForm;

/** Withdrawal addresses: list, add, edit, delete (with a confirmation). */
export function AddressBook({
  viewer,
  networks,
}: {
  viewer: AddressBook_viewer$key;
  networks: readonly WithdrawalNetwork[];
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment AddressBook_viewer on Viewer {
        addresses {
          id
          currency
          network
          address
          label
        }
      }
    `,
    viewer,
  );
  // The form: closed, a new address, or one being edited.
  const [form, setForm] = useState<'closed' | 'new' | Editing>('closed');
  const [deleting, setDeleting] = useState<{ id: string; name: string; address: string } | null>(null);
  const addresses = data.addresses;
  const full = addresses.length >= maxAddresses;
  return (
    <Stack
      as="section"
      aria-labelledby="addresses-title"
      gap="3"
      layerStyle="panel"
      p={{ base: '3', md: '5' }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" id="addresses-title" size="md">
            {t('profileMoney.addresses.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('profileMoney.addresses.limit', {
              value: formatCount(addresses.length, locale),
              max: formatCount(maxAddresses, locale),
            })}
          </Text>
        </Stack>
        <Button size="sm" colorPalette="brand" disabled={full} onClick={() => setForm('new')}>
          {t('profileMoney.addresses.add')}
        </Button>
      </Flex>
      {addresses.length === 0 ? (
        <EmptyState
          title={t('profileMoney.addresses.empty')}
          description={t('profileMoney.addresses.emptyText')}
        />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="address-list">
          {addresses.map((item) => {
            const name = item.label || `${item.currency} · ${item.network}`;
            return (
              <Flex
                as="li"
                key={item.id}
                gap="3"
                justify="space-between"
                align={{ base: 'stretch', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                borderWidth="1px"
                rounded="lg"
                px="3"
                py="2.5"
                data-testid="address-item"
              >
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{name}</Text>
                    <Badge size="sm" variant="subtle">
                      {item.currency}
                    </Badge>
                    <Badge size="sm" variant="outline">
                      {item.network}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" fontFamily="mono">
                    <bdi dir="ltr">{item.address}</bdi>
                  </Text>
                </Stack>
                <HStack gap="2" flexShrink={0}>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('profileMoney.addresses.editNamed', { label: name })}
                    onClick={() =>
                      setForm({
                        id: item.id,
                        currency: item.currency,
                        network: item.network,
                        address: item.address,
                        label: item.label,
                      })
                    }
                  >
                    {t('profileMoney.addresses.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('profileMoney.addresses.deleteNamed', { label: name })}
                    onClick={() => setDeleting({ id: item.id, name, address: item.address })}
                  >
                    {t('profileMoney.addresses.delete')}
                  </Button>
                </HStack>
              </Flex>
            );
          })}
        </Stack>
      )}
      {form !== 'closed' ? (
        <AddressFormDialog
          editing={form === 'new' ? null : form}
          networks={networks}
          onClose={() => setForm('closed')}
        />
      ) : null}
      {deleting ? <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
