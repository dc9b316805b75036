/**
 * @generated SignedSource<<8a9c85230a0cc1dada895a915fe7c3d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FundPasswordForm_viewer$data = {
  readonly fundPasswordSet: boolean;
  readonly " $fragmentType": "FundPasswordForm_viewer";
};
export type FundPasswordForm_viewer$key = {
  readonly " $data"?: FundPasswordForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FundPasswordForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FundPasswordForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fundPasswordSet",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "0b90131d8708f3189b09313c62fd09be";

export default node;
