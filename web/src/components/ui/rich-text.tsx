import { Box, type BoxProps } from '@chakra-ui/react';

/** Prose styles for the tags the gateway lets through (gateway/src/schema/rich-text.ts). */
const prose: BoxProps['css'] = {
  lineHeight: 'tall',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '6' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '5' },
  '& h4': { fontSize: 'md', fontWeight: 'semibold', marginTop: '4' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '1' },
  '& a': { color: 'colorPalette.fg', colorPalette: 'yellow', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& em, & i': { fontStyle: 'italic' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border', paddingInlineStart: '4' },
  '& code, & pre': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', borderRadius: 'sm' },
  '& code': { paddingInline: '1' },
  '& pre': { padding: '3', overflowX: 'auto' },
  '& hr': { borderTopWidth: '1px', borderColor: 'border' },
  '& table': {
    width: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '2', textAlign: 'start' },
};

type RichTextProps = Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'> & {
  /** HTML the gateway has sanitised (a `…Html` field of the schema), never raw upstream text. */
  html: string;
};

/**
 * An article, notice or answer body. The gateway answers it as sanitised HTML (no script, style,
 * event handler, frame or image; http(s) and mailto links only), and the page's Content-Security-Policy
 * refuses inline scripts besides, so it is put in the page as it is.
 */
export function RichText({ html, ...props }: RichTextProps) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the gateway (sanitize-html), see above
    <Box css={prose} {...props} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
