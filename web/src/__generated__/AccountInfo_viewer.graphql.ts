/**
 * @generated SignedSource<<657d797418bb120e2b8040db0c63b4c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type KycStatus = "FAILED" | "NOT_VERIFIED" | "PENDING" | "VERIFIED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountInfo_viewer$data = {
  readonly areaCode: string | null | undefined;
  readonly createdAt: any;
  readonly creditScore: number;
  readonly email: string;
  readonly inviteCode: string;
  readonly kycStatus: KycStatus;
  readonly phone: string | null | undefined;
  readonly userName: string;
  readonly " $fragmentType": "AccountInfo_viewer";
};
export type AccountInfo_viewer$key = {
  readonly " $data"?: AccountInfo_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountInfo_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountInfo_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "areaCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kycStatus",
      "storageKey": null
    },
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
      "name": "creditScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e61caf90cb3d364d859049be22514a26";

export default node;
