/**
 * A tap on a button of the prerendered first paint, before the app has taken the page over, would
 * do nothing: the markup has no handlers yet. boot.ts records the last such tap; once the app has
 * made the same markup live (App's first effect), the tap is replayed on the matching button,
 * so "Continue" on the intro board or the language button works however slow the phone. Links
 * need none of this: the browser follows them by itself.
 */
type EarlyClick = { index: number; label: string };

let early: EarlyClick | null = null;

function labelOf(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

function record(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  early = { index: [...document.querySelectorAll('button')].indexOf(button), label: labelOf(button) };
}

export function captureEarlyClicks(): void {
  document.addEventListener('click', record, true);
}

/**
 * Stops recording (the tap recorded so far is kept for replayEarlyClicks). main.tsx calls it as
 * React starts adopting the prerendered markup: from then on React handles taps on it itself.
 */
export function stopCapturingEarlyClicks(): void {
  document.removeEventListener('click', record, true);
}

export function replayEarlyClicks(): void {
  stopCapturingEarlyClicks();
  const click = early;
  early = null;
  if (!click) return;
  const buttons = [...document.querySelectorAll('button')];
  // The same place in the same markup; else the button that says the same.
  const same = buttons[click.index];
  const target =
    same && labelOf(same) === click.label ? same : buttons.find((button) => labelOf(button) === click.label);
  target?.click();
}
