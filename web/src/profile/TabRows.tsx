import type { ReactNode } from 'react';
import sections from './profileSections.module.css';

/** The rows under a tab of the profile's lists, dimmed while another tab's or filter's rows load. */
export function TabRows({
  switching,
  testId,
  children,
}: {
  switching: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={switching ? `${sections.rows} ${sections.switching}` : sections.rows}
      aria-busy={switching}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
