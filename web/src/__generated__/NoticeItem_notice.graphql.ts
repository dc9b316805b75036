/**
 * @generated SignedSource<<86c6055cf0de41316b5b62fc16a80253>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoticeItem_notice$data = {
  readonly contentHtml: string;
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
      "name": "contentHtml",
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

(node as any).hash = "eced10425f5399c503da99d611957883";

export default node;
