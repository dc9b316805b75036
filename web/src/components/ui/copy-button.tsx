import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { toaster } from './toaster';

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  value: string;
  /** The button's visible text; "Copy" by default. */
  label?: string;
};

/** Copies `value` to the clipboard and says so (spec §8: "copy success" / "copy failed"). */
export function CopyButton({ value, label, ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toaster.create({ type: 'success', title: t('common.copySuccess') });
    } catch {
      // No clipboard (an insecure origin, a denied permission): the text stays selectable on screen.
      toaster.create({ type: 'error', title: t('common.copyFailed') });
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()} {...props}>
      <Icon name="copy" />
      {label ?? t('common.copy')}
    </Button>
  );
}
