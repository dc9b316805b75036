import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

type ImageFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled: boolean;
  /** The field's name and its hint; a deposit's payment proof by default. */
  label?: string;
  help?: string;
  testId?: string;
};

/**
 * An image picked from the device (a payment proof, an identity document), previewed before it is
 * sent (a JPEG 2000, which browsers cannot draw, shows its name). The server decides the type by
 * the bytes and re-encodes it; the accepted types and the size limit are the money slice's.
 */
export function ImageField({ file, onChange, error, disabled, label, help, testId }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);

  useEffect(() => {
    setPreviewFailed(false);
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Stack gap="2" role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
      <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
        {label ?? t('funds.proof')}
      </Text>
      <Text color="fg.muted" fontSize="xs" id={`${id}-help`}>
        {help ?? t('funds.proofHelp')}
      </Text>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/jp2,image/jpx,.jp2,.j2k,.jpf"
        hidden
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0] ?? null);
          // Picking the same file again after removing it must fire a change.
          event.currentTarget.value = '';
        }}
      />
      {file ? (
        <HStack
          gap="3"
          align="center"
          borderWidth="1px"
          borderColor={error ? 'border.error' : 'border'}
          rounded="md"
          p="2"
        >
          {preview && !previewFailed ? (
            <Image
              src={preview}
              alt={label ? t('funds.imagePreview', { name: label }) : t('funds.proofPreview')}
              boxSize="16"
              objectFit="cover"
              rounded="sm"
              onError={() => setPreviewFailed(true)}
            />
          ) : (
            <Box boxSize="16" display="grid" placeItems="center" bg="bg.muted" rounded="sm" aria-hidden>
              <Icon name="upload" />
            </Box>
          )}
          <Stack gap="0" flex="1" minW="0">
            <Text truncate fontSize="sm" data-testid="proof-name">
              {file.name}
            </Text>
            <Text color="fg.muted" fontSize="xs">
              {t('funds.fileSize', { size: String(Math.max(1, Math.ceil(file.size / 1024))) })}
            </Text>
          </Stack>
          <Button size="xs" variant="ghost" disabled={disabled} onClick={() => input.current?.click()}>
            {t('funds.replaceProof')}
          </Button>
          <Button size="xs" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
            {t('funds.removeProof')}
          </Button>
        </HStack>
      ) : (
        <Button
          variant="outline"
          alignSelf="start"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-invalid={error ? true : undefined}
        >
          <Icon name="upload" />
          {t('funds.chooseProof')}
        </Button>
      )}
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
