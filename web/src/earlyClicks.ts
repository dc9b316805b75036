/**
 * A tap on a button of the prerendered first paint, before the app has taken the page over, would
 * do nothing: the markup has no handlers yet. boot.ts records the last such tap; once the app has
 * made the same markup live (App's first effect), the tap is replayed on the matching button,
 * so "Continue" on the intro board or the language button works however slow the phone. Links
 * need none of this: the browser follows them by itself. A question opened in a page rendered with
 * its data (a <details>, which opens without script) would close when the app's render replaces
 * the markup: it is opened again the same way.
 */
type EarlyClick = { index: number; label: string };
type EarlyToggle = { index: number; summary: string; open: boolean };

let early: EarlyClick | null = null;
const toggles = new Map<number, EarlyToggle>();

function summaryOf(details: HTMLDetailsElement): string {
  return (details.querySelector('summary')?.textContent ?? '').trim();
}

function recordToggle(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement)) return;
  const index = [...document.querySelectorAll('details')].indexOf(details);
  toggles.set(index, { index, summary: summaryOf(details), open: details.open });
}

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
  // `toggle` does not bubble: heard on its way down.
  document.addEventListener('toggle', recordToggle, true);
}

/**
 * Stops recording (the tap recorded so far is kept for replayEarlyClicks). main.tsx calls it as
 * React starts adopting the prerendered markup: from then on React handles taps on it itself.
 */
export function stopCapturingEarlyClicks(): void {
  document.removeEventListener('click', record, true);
  document.removeEventListener('toggle', recordToggle, true);
}

export function replayEarlyClicks(): void {
  stopCapturingEarlyClicks();
  const allDetails = document.querySelectorAll('details');
  for (const { index, summary, open } of toggles.values()) {
    const details = allDetails[index];
    if (details && summaryOf(details) === summary) details.open = open;
  }
  toggles.clear();
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
