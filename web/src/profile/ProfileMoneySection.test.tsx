import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense, useState } from 'react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import ProfileMoneySectionQuery, {
  type ProfileMoneySectionQuery as ProfileMoneySectionQueryType,
} from '../__generated__/ProfileMoneySectionQuery.graphql';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { ProfileMoneySection } from './ProfileMoneySection';

// The dialogs' island adds Chakra's whole stylesheet (a build-time virtual module); the test's
// renderer provides Chakra already.
vi.mock('../components/ui/chakra-island', () => ({
  ChakraIsland: ({ children }: { children: ReactNode }) => children,
}));

/** The profile's money section, from its query preloaded as the profile's loader does. */
function Money() {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() =>
    loadQuery<ProfileMoneySectionQueryType>(environment, ProfileMoneySectionQuery, {}),
  );
  return (
    <Suspense fallback="loading">
      <ProfileMoneySection queryRef={queryRef} />
    </Suspense>
  );
}

const deposit = {
  id: 'recharge-1',
  orderNo: 'R100',
  currency: 'USDT',
  network: 'TRC20',
  amount: '150',
  paymentAmount: '150',
  transactionHash: 'hash-1',
  lastSix: '123456',
  proofUrl: 'https://example.com/proof.png',
  status: 'SUBMITTED',
  remark: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  reviewedAt: null,
};

const withdrawal = {
  id: 'withdrawal-1',
  orderNo: 'W200',
  currency: 'USDT',
  network: 'TRC20',
  method: 'USDT',
  address: 'TXwithdrawal0000000001',
  amount: '50',
  fee: '1',
  received: '49',
  status: 'REJECTED',
  remark: 'Wrong network',
  createdAt: '2026-11-23T11:00:00.000Z',
  reviewedAt: '2026-11-23T12:00:00.000Z',
  completedAt: null,
};
type Withdrawal = Omit<typeof withdrawal, 'remark'> & { remark: string | null };

function answer(operation: OperationDescriptor, withdrawals: Withdrawal[] = [withdrawal]) {
  return MockPayloadGenerator.generate(operation, {
    Viewer: () => ({
      id: 'viewer-1',
      fundPasswordSet: false,
      addresses: [
        {
          id: 'address-1',
          currency: 'USDT',
          network: 'TRC20',
          address: 'TXe2eAddress0000000001',
          label: 'Cold',
        },
      ],
    }),
    RechargeConnection: () => ({
      edges: [{ cursor: 'c1', node: deposit }],
      pageInfo: { hasNextPage: false, endCursor: 'c1' },
    }),
    WithdrawalConnection: () => ({
      edges: withdrawals.map((node, index) => ({ cursor: `w${index}`, node })),
      pageInfo: { hasNextPage: false, endCursor: 'c2' },
    }),
  });
}

async function renderMoney(withdrawals: Withdrawal[] = [withdrawal]) {
  const rendered = await renderWithRelay(<Money />);
  const { environment } = rendered;
  const query = environment.mock.getMostRecentOperation();
  act(() => environment.mock.resolve(query, answer(query, withdrawals)));
  await screen.findByRole('heading', { name: en.profileMoney.records.title });
  return { ...rendered, user: userEvent.setup() };
}

describe("the profile's money section", () => {
  it('names its regions and shows the records in tabs, with their state and fields', async () => {
    const { user } = await renderMoney();
    const records = screen.getByRole('region', { name: en.profileMoney.records.title });
    expect(screen.getByRole('region', { name: en.profileMoney.addresses.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: en.profileMoney.password.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: en.profileMoney.settings.title })).toBeTruthy();

    const filter = within(records).getByRole('combobox', { name: en.profileMoney.records.statusLabel });
    expect((filter as HTMLSelectElement).value).toBe('ALL');
    within(records).getByRole('tablist', { name: en.profileMoney.records.kindLabel });
    const deposits = within(records).getByRole('tab', { name: en.profileMoney.records.deposits });
    expect(deposits.getAttribute('aria-selected')).toBe('true');
    const record = within(screen.getByRole('tabpanel')).getByTestId('recharge-record');
    expect(within(record).getByTestId('record-status').textContent).toBe(
      en.profileMoney.records.status.SUBMITTED,
    );
    expect(within(record).getByRole('link', { name: en.profileMoney.records.viewProof })).toBeTruthy();
    expect(record.textContent).toContain('R100');

    await user.click(within(records).getByRole('tab', { name: en.profileMoney.records.withdrawals }));
    const shown = within(screen.getByRole('tabpanel')).getByTestId('withdrawal-record');
    expect(within(shown).getByTestId('record-status').textContent).toBe(
      en.profileMoney.records.status.REJECTED,
    );
    expect(shown.textContent).toContain('Wrong network');
  });

  it('says what a withdrawal will receive while in review, what it received once sent, and nothing sent when rejected', async () => {
    const { user } = await renderMoney([
      { ...withdrawal, id: 'w-review', orderNo: 'W1', status: 'SUBMITTED', remark: null, received: '49.5' },
      { ...withdrawal, id: 'w-paid', orderNo: 'W2', status: 'COMPLETED', remark: null, received: '49.5' },
      withdrawal,
    ]);
    const records = screen.getByRole('region', { name: en.profileMoney.records.title });
    await user.click(within(records).getByRole('tab', { name: en.profileMoney.records.withdrawals }));
    const [review, paid, rejected] = within(screen.getByRole('tabpanel')).getAllByTestId('withdrawal-record');
    expect(review?.textContent).toContain(`${en.profileMoney.records.toReceive}49.50 USDT`);
    expect(review?.textContent).not.toContain(en.profileMoney.records.received);
    expect(paid?.textContent).toContain(`${en.profileMoney.records.received}49.50 USDT`);
    expect(rejected?.textContent).toContain(
      en.profileMoney.records.nothingSent.replace('{{amount}}', '50.00 USDT'),
    );
    expect(rejected?.textContent).not.toContain('49.00');
  });

  it('refetches the records of the status chosen', async () => {
    const { environment, user } = await renderMoney();
    const records = screen.getByRole('region', { name: en.profileMoney.records.title });
    await user.selectOptions(within(records).getByTestId('record-status-filter'), 'REJECTED');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe('RechargeRecordsPaginationQuery');
    expect(refetch.request.variables).toMatchObject({ status: 'REJECTED', count: 10 });
  });

  it('checks the new password in place and keeps what was typed', async () => {
    const { user } = await renderMoney();
    const form = screen.getByRole('region', { name: en.profileMoney.password.title });
    const labelled = (name: string) => within(form).getByLabelText(name, { selector: 'input' });
    await user.type(labelled(en.profileMoney.password.old), 'secret123');
    await user.type(labelled(en.profileMoney.password.new), 'n3w-secret');
    await user.type(labelled(en.profileMoney.password.confirm), 'n3w-secreT');
    expect(labelled(en.profileMoney.password.new).getAttribute('aria-describedby')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: en.profileMoney.password.submit }));
    const confirm = labelled(en.profileMoney.password.confirm);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(confirm.getAttribute('aria-errormessage') ?? '');
    expect(message?.textContent).toBeTruthy();
    expect((labelled(en.profileMoney.password.new) as HTMLInputElement).value).toBe('n3w-secret');
  });

  it('names the price colour choice and its preview in the settings', async () => {
    await renderMoney();
    const settings = screen.getByRole('region', { name: en.profileMoney.settings.title });
    const select = within(settings).getByRole('combobox', { name: en.profileMoney.settings.priceColors });
    expect((select as HTMLSelectElement).value).toBe('red-up');
    const preview = within(settings).getByRole('group', {
      name: en.profileMoney.settings.priceColorsPreview,
    });
    expect(preview.querySelectorAll('span')).toHaveLength(2);
    expect(within(settings).getByRole('combobox', { name: en.profileMoney.settings.language })).toBeTruthy();
    const fund = within(settings).getByTestId('fund-password');
    expect(within(fund).getByTestId('fund-password-state').textContent).toBe(
      en.profileMoney.settings.fundPasswordNotSet,
    );
    expect(within(fund).getByRole('button', { name: en.profileMoney.settings.setSubmit })).toBeTruthy();
  });

  it('opens the address form, loaded when asked for', async () => {
    const { user } = await renderMoney();
    const book = screen.getByRole('region', { name: en.profileMoney.addresses.title });
    expect(within(book).getAllByTestId('address-item')).toHaveLength(1);
    expect(
      within(book).getByRole('button', {
        name: en.profileMoney.addresses.editNamed.replace('{{label}}', 'Cold'),
      }),
    ).toBeTruthy();
    const add = within(book).getByRole('button', { name: en.profileMoney.addresses.add });
    await user.click(add);
    const dialog = await screen.findByRole(
      'dialog',
      { name: en.profileMoney.addresses.addTitle },
      { timeout: 25_000 },
    );
    expect(within(dialog).getByLabelText(en.profileMoney.addresses.address)).toBeTruthy();
    expect(add.getAttribute('aria-busy')).toBeNull();
  }, 30_000);
});
