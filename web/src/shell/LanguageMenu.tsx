import { useState } from 'react';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import { LanguageMenuTrigger } from './LanguageMenuTrigger';

const popup = onDemand(() => import('./LanguageMenuPopup').then((module) => module.LanguageMenuPopup));

/**
 * The desktop language dropdown. Its button is plain markup on the first screen; the menu itself
 * (Chakra) loads when a pointer or the keyboard reaches the button, and opens if it was clicked.
 */
export function LanguageMenu() {
  const [Popup, load] = useOnDemand(popup);
  const [asked, setAsked] = useState(false);
  if (Popup) return <Popup defaultOpen={asked} />;
  return (
    <LanguageMenuTrigger
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setAsked(true);
        load();
      }}
    />
  );
}
