/**
 * Chakra's code alone (its chunk), without the app's theme: router/chakraPage.tsx loads it first,
 * so evaluating Chakra and building its system (chakra-island) are tasks of their own.
 */
export { ChakraProvider } from '@chakra-ui/react';
