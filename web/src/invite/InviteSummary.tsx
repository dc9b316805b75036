import { Box, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { InviteSummary_invite$key } from '../__generated__/InviteSummary_invite.graphql';
import { CopyButton } from '../components/ui/copy-button';
import { QrCode } from '../components/ui/qr-code';
import { formatCount, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { absoluteInviteLink } from './inviteLink';

/** The code and link to share (copy, QR code), the reward rule and the totals so far. */
export function InviteSummary({ invite }: { invite: InviteSummary_invite$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment InviteSummary_invite on Invite {
        inviteCode
        inviteLink
        rewardRate
        inviteeCount
        rewards {
          amount
          currency
        }
      }
    `,
    invite,
  );
  const link = absoluteInviteLink(data.inviteLink, window.location.origin);
  const rewards = data.rewards.filter((reward) => Number(reward.amount) !== 0);
  return (
    <Stack gap="5" layerStyle="panel" p={{ base: '4', md: '6' }}>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <Stack gap="4" flex="1" minW="0">
          <Stack gap="1.5">
            <Text fontSize="sm" color="fg.muted">
              {t('invite.code')}
            </Text>
            <Flex gap="3" align="center" wrap="wrap">
              <Text
                fontSize="2xl"
                fontWeight="semibold"
                letterSpacing="wider"
                dir="ltr"
                data-testid="invite-code"
              >
                {data.inviteCode}
              </Text>
              <CopyButton value={data.inviteCode} label={t('invite.copyCode')} />
            </Flex>
          </Stack>
          <Stack gap="1.5">
            <Text fontSize="sm" color="fg.muted" id="invite-link-label">
              {t('invite.link')}
            </Text>
            <Box
              as="output"
              aria-labelledby="invite-link-label"
              display="block"
              borderWidth="1px"
              rounded="md"
              px="3"
              py="2"
              fontSize="sm"
              bg="bg.subtle"
              overflowWrap="anywhere"
              dir="ltr"
              textAlign="start"
              data-testid="invite-link"
            >
              {link}
            </Box>
            <CopyButton value={link} label={t('invite.copyLink')} alignSelf="flex-start" />
          </Stack>
        </Stack>
        <Stack gap="2" align="center" flexShrink={0}>
          <QrCode value={link} label={t('invite.qrLabel')} />
        </Stack>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t('invite.rule', { rate: formatRate(data.rewardRate, locale) })}
      </Text>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>{t('invite.invitedCount')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="invitee-count">
            {formatCount(data.inviteeCount, locale)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('invite.rewardsTotal')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {rewards.length === 0 ? (
              t('invite.noRewardsYet')
            ) : (
              <Stack gap="0.5">
                {rewards.map((reward) => (
                  <bdi key={reward.currency} dir="ltr">
                    {formatMoney(reward.amount, locale)} {reward.currency}
                  </bdi>
                ))}
              </Stack>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
