import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { languageTags } from './i18n/languages';
import { environment } from './relay/environment';
import { useClientState } from './state/clientStore';
import { system } from './theme';

export function App({ router }: { router: DataRouter }) {
  const language = useClientState((state) => state.language);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={system}>
        <LocaleProvider locale={languageTags[language]}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </ChakraProvider>
    </RelayEnvironmentProvider>
  );
}
