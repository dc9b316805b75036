import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import en from '../locales/en.json';
import { system } from '../theme';

/** English, the whole file: the texts a user of the test's screen reads. */
async function englishI18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Renders a component as the app does (Chakra with the app's theme, English texts, a router)
 * against Relay's mock environment: the test answers each operation the component sends. `route`
 * is the address the router starts at.
 */
export async function renderWithRelay(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const environment = createMockEnvironment();
  const i18n = await englishI18n();
  const view = render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </RelayEnvironmentProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { environment, ...view };
}
