/**
 * @generated SignedSource<<5d9239482e3f24213cc838bde88776fe>>
 * @relayHash 6d0ff68541c2ed350b9f3a655bd7929c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b0f8c69835be3a6187b5fd9550048239a8d38e8edb3c768c0657fe35ad54c06

import { ConcreteRequest } from 'relay-runtime';
export type Language = "AR" | "DE" | "EN" | "ES" | "FR" | "HK" | "IT" | "JA" | "KO" | "PT" | "ZH" | "%future added value";
export type DetailArticleQuery$variables = {
  contentId: number;
  language: Language;
};
export type DetailArticleQuery$data = {
  readonly content: {
    readonly body: string | null | undefined;
    readonly language: Language | null | undefined;
    readonly title: string;
    readonly updatedAt: any | null | undefined;
  } | null | undefined;
};
export type DetailArticleQuery = {
  response: DetailArticleQuery$data;
  variables: DetailArticleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contentId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "contentId",
    "variableName": "contentId"
  },
  {
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DetailArticleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Content",
        "kind": "LinkedField",
        "name": "content",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DetailArticleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Content",
        "kind": "LinkedField",
        "name": "content",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2b0f8c69835be3a6187b5fd9550048239a8d38e8edb3c768c0657fe35ad54c06",
    "metadata": {},
    "name": "DetailArticleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6bda1ca9dc15b73b2751e84fc985a71e";

export default node;
