import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../components/ui/icon';
import { clientStore, useClientState } from '../state/clientStore';

/** The first-visit intro board on mobile, shown once per browser session (spec §2, §4). */
export function IntroBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const introShown = useClientState((state) => state.introShown);
  const isLogin = useClientState((state) => state.isLogin);

  const close = (to: string) => {
    clientStore.markIntroShown();
    navigate(to);
  };

  return (
    <Dialog.Root
      open={!introShown}
      onOpenChange={(details) => {
        if (!details.open) close('/');
      }}
      placement="bottom"
      size="full"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bgGradient="to-b" gradientFrom="bg.panel" gradientTo="bg" justifyContent="center">
            <Dialog.Body display="flex" alignItems="center">
              <Stack gap="6" align="center" textAlign="center" maxW="sm" mx="auto">
                <Icon name="spark" boxSize="16" color="brand.fg" />
                <Dialog.Title fontSize="2xl">{t('intro.title')}</Dialog.Title>
                <Dialog.Description asChild>
                  <Text color="fg.muted">{t('intro.text')}</Text>
                </Dialog.Description>
                <Stack w="full" gap="3">
                  <Button
                    colorPalette="brand"
                    size="lg"
                    onClick={() => close(isLogin ? '/' : '/pass/register')}
                  >
                    {t('intro.continue')}
                  </Button>
                  <Button variant="ghost" size="lg" onClick={() => close('/')}>
                    {t('intro.skip')}
                  </Button>
                </Stack>
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
