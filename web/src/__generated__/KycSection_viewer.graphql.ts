/**
 * @generated SignedSource<<2c06a495c28dd9bfc83fdc8e09b528bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "DRIVER_LICENCE" | "ID_CARD" | "PASSPORT" | "%future added value";
export type KycStatus = "FAILED" | "NOT_VERIFIED" | "PENDING" | "VERIFIED" | "%future added value";
export type Sex = "FEMALE" | "MALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type KycSection_viewer$data = {
  readonly identification: {
    readonly details: {
      readonly address: string;
      readonly areaCode: string;
      readonly birthdate: string;
      readonly country: string;
      readonly documentType: DocumentType;
      readonly firstName: string;
      readonly lastName: string;
      readonly phone: string;
      readonly sex: Sex;
    } | null | undefined;
    readonly id: string;
    readonly reason: string | null | undefined;
    readonly reviewDueAt: any | null | undefined;
    readonly status: KycStatus;
    readonly submittedAt: any | null | undefined;
  };
  readonly " $fragmentType": "KycSection_viewer";
};
export type KycSection_viewer$key = {
  readonly " $data"?: KycSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"KycSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KycSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Identification",
      "kind": "LinkedField",
      "name": "identification",
      "plural": false,
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewDueAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "IdentificationDetails",
          "kind": "LinkedField",
          "name": "details",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "birthdate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sex",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "country",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address",
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
              "name": "documentType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e6a757b640f5558b85b6854889e7c9fe";

export default node;
