import { useEffect, useRef } from 'react';

/**
 * A form disables its submit button while it is sent, which drops the keyboard's focus to the
 * page. When the answer is in (`busy` turns false) and nothing else took the focus (an outcome, a
 * new page), the returned button takes it back, next to the form's messages.
 */
export function useRefocusAfterBusy<T extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const target = useRef<T>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (finished && lost) target.current?.focus();
  }, [busy]);
  return target;
}
