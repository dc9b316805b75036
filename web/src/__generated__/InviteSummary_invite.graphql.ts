/**
 * @generated SignedSource<<5f1d0d85d8d06f1ec22e9214ca1da9af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InviteSummary_invite$data = {
  readonly inviteCode: string;
  readonly inviteLink: string;
  readonly inviteeCount: number;
  readonly rewardRate: any;
  readonly rewards: ReadonlyArray<{
    readonly amount: any;
    readonly currency: Currency;
  }>;
  readonly " $fragmentType": "InviteSummary_invite";
};
export type InviteSummary_invite$key = {
  readonly " $data"?: InviteSummary_invite$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteSummary_invite">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteSummary_invite",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviteCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviteLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rewardRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviteeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CurrencyAmount",
      "kind": "LinkedField",
      "name": "rewards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invite",
  "abstractKey": null
};

(node as any).hash = "bca2024b926f17e4ae01cc0f98b2c310";

export default node;
