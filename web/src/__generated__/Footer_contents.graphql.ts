/**
 * @generated SignedSource<<ac024075cc23f40606adca3bb29cf639>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentType = "COMPANY" | "FOOTER" | "POLICY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Footer_contents$data = ReadonlyArray<{
  readonly articleKey: string | null | undefined;
  readonly contentId: number;
  readonly id: string;
  readonly title: string;
  readonly type: ContentType;
  readonly " $fragmentType": "Footer_contents";
}>;
export type Footer_contents$key = ReadonlyArray<{
  readonly " $data"?: Footer_contents$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_contents">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "Footer_contents",
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
      "name": "contentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articleKey",
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
      "name": "type",
      "storageKey": null
    }
  ],
  "type": "Content",
  "abstractKey": null
};

(node as any).hash = "77eef91f853aeb5709b3e87f40ab5c1d";

export default node;
