/**
 * @generated SignedSource<<f1831cdd035c1742324f7fcdf3e48ad0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoticeItem_notice$data = {
  readonly content: string;
  readonly createdAt: any;
  readonly noticeId: number;
  readonly title: string;
  readonly " $fragmentType": "NoticeItem_notice";
};
export type NoticeItem_notice$key = {
  readonly " $data"?: NoticeItem_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoticeItem_notice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoticeItem_notice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noticeId",
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
      "name": "content",
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
  "type": "Notice",
  "abstractKey": null
};

(node as any).hash = "619c51c60703a7dedae6a8aae2adaf54";

export default node;
