import { Button, CloseButton, Dialog, Portal, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChakraIsland } from '../components/ui/chakra-island';
import { Icon } from '../components/ui/icon';
import { languageNames, languages, languageTags } from '../i18n/languages';
import { clientStore, useClientState } from '../state/clientStore';

type LanguagePickerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The language picker modal listing the eleven languages; loaded when first opened. */
export function LanguagePickerDialog({ open, onOpenChange }: LanguagePickerDialogProps) {
  const { t } = useTranslation();
  const current = useClientState((state) => state.language);
  return (
    <ChakraIsland>
      <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('languagePicker.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                <SimpleGrid columns={2} gap="2">
                  {languages.map((code) => (
                    <Button
                      key={code}
                      lang={languageTags[code]}
                      variant={code === current ? 'solid' : 'outline'}
                      colorPalette={code === current ? 'brand' : 'gray'}
                      justifyContent="space-between"
                      aria-pressed={code === current}
                      onClick={() => {
                        clientStore.setLanguage(code);
                        onOpenChange(false);
                      }}
                    >
                      {languageNames[code]}
                      {code === current ? <Icon name="check" /> : null}
                    </Button>
                  ))}
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  );
}
