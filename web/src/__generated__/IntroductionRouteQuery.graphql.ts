/**
 * @generated SignedSource<<97f1263771d9fae80dcabc8e93866de3>>
 * @relayHash bf6c26d4598d24d6c3ee5caaad8e073d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2647939f058bca25098681e67601e5b2e7f7be96763e4fcfde86277c9025e8e

import { ConcreteRequest } from 'relay-runtime';
export type Language = "AR" | "DE" | "EN" | "ES" | "FR" | "HK" | "IT" | "JA" | "KO" | "PT" | "ZH" | "%future added value";
export type IntroductionRouteQuery$variables = {
  language: Language;
};
export type IntroductionRouteQuery$data = {
  readonly contentByKey: {
    readonly bodyHtml: string | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type IntroductionRouteQuery = {
  response: IntroductionRouteQuery$data;
  variables: IntroductionRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "articleKey",
        "value": "about-us"
      },
      {
        "kind": "Variable",
        "name": "language",
        "variableName": "language"
      }
    ],
    "concreteType": "Content",
    "kind": "LinkedField",
    "name": "contentByKey",
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
        "name": "bodyHtml",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IntroductionRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntroductionRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b2647939f058bca25098681e67601e5b2e7f7be96763e4fcfde86277c9025e8e",
    "metadata": {},
    "name": "IntroductionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d190d4a87c35331ee9ab551bcec7ca4";

export default node;
