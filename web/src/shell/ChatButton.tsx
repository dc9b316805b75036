import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';

/**
 * The chat button of every page (spec §2: it floats, opening /customerservice). It rides in the
 * sticky top bar, so it stays on screen as the page scrolls without ever lying over the page: a
 * button floating over the content covered a market row's change, the chart's price axis and
 * ledger amounts on a phone.
 */
export function ChatButton() {
  const { t } = useTranslation();
  return (
    <Link
      to="/customerservice"
      aria-label={t('nav.chat')}
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
    >
      <Icon name="chat" />
    </Link>
  );
}
