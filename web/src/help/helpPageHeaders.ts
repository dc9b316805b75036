import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/help`'s header, which its fallback and first paint show too (routes.ts). */
export const helpPageHeader: PageHeaderKeys = {
  title: 'help.title',
  subtitle: 'help.subtitle',
  simulated: false,
};

/** `/help/faq`'s header. */
export const faqPageHeader: PageHeaderKeys = {
  title: 'help.faqTitle',
  subtitle: 'help.faqSubtitle',
  simulated: false,
  narrow: true,
};

/** `/introduction`'s header. */
export const introductionPageHeader: PageHeaderKeys = {
  title: 'help.aboutTitle',
  subtitle: 'help.aboutSubtitle',
  simulated: false,
  narrow: true,
};

/** `/help/notice`'s header. */
export const noticePageHeader: PageHeaderKeys = {
  title: 'help.noticesTitle',
  subtitle: 'help.noticesSubtitle',
  simulated: false,
  narrow: true,
};
