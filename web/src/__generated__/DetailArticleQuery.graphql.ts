/**
 * @generated SignedSource<<cd0b72919d65fdffd805c063e6fb27b0>>
 * @relayHash c87efec3db9c849259cab5ed49cc470c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94d7a0c6041e9dd8816108668c3f7aa8a25c34e6621f572beb228e88d296fcdf

import { ConcreteRequest } from 'relay-runtime';
export type DetailArticleQuery$variables = {
  contentId: number;
};
export type DetailArticleQuery$data = {
  readonly content: {
    readonly body: string | null | undefined;
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
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "contentId",
    "variableName": "contentId"
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
          (v4/*:: as any*/)
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
    "id": "94d7a0c6041e9dd8816108668c3f7aa8a25c34e6621f572beb228e88d296fcdf",
    "metadata": {},
    "name": "DetailArticleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5637b8713e57f0be96eb0c4b2df96038";

export default node;
