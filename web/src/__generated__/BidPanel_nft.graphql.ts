/**
 * @generated SignedSource<<677ebd66fa922e203c86aac7eb6c4f9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NftStatus = "LIVE" | "SOLD_OUT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BidPanel_nft$data = {
  readonly edition: number;
  readonly editions: number;
  readonly endsAt: any | null | undefined;
  readonly id: string;
  readonly minimumBid: any;
  readonly status: NftStatus;
  readonly title: string;
  readonly " $fragmentType": "BidPanel_nft";
};
export type BidPanel_nft$key = {
  readonly " $data"?: BidPanel_nft$data;
  readonly " $fragmentSpreads": FragmentRefs<"BidPanel_nft">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BidPanel_nft",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minimumBid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "edition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editions",
      "storageKey": null
    }
  ],
  "type": "Nft",
  "abstractKey": null
};

(node as any).hash = "976f7b4f13390a64d32cd63b2a34b3c8";

export default node;
