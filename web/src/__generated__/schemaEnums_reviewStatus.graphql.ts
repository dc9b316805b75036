/**
 * @generated SignedSource<<70abed179074f4e8739d1e1857872e90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewStatus = "APPROVED" | "COMPLETED" | "REJECTED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type schemaEnums_reviewStatus$data = {
  readonly status: ReviewStatus;
  readonly " $fragmentType": "schemaEnums_reviewStatus";
};
export type schemaEnums_reviewStatus$key = {
  readonly " $data"?: schemaEnums_reviewStatus$data;
  readonly " $fragmentSpreads": FragmentRefs<"schemaEnums_reviewStatus">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "schemaEnums_reviewStatus",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Recharge",
  "abstractKey": null
};

(node as any).hash = "46587dd870930deaad04dc632d1e04cd";

export default node;
