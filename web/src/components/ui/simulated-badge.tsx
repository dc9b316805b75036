import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The label every price view carries: prices come from the market simulator. */
export function SimulatedBadge() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm">
      {t('app.simulated')}
    </Badge>
  );
}
