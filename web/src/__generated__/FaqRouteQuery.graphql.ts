/**
 * @generated SignedSource<<116122aaa4426a3b2cdde811c5488d2b>>
 * @relayHash dedb4c9a7aec2016c960026468b28631
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b64d76111149563d22bca2d9e686779c6bcb2ac79b74f1fbc5d48bc6f152c1a6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqCategory = "ACCOUNT" | "FUNDS" | "PRODUCTS" | "SECURITY" | "TRADING" | "%future added value";
export type Language = "AR" | "DE" | "EN" | "ES" | "FR" | "HK" | "IT" | "JA" | "KO" | "PT" | "ZH" | "%future added value";
export type FaqRouteQuery$variables = {
  category?: FaqCategory | null | undefined;
  language: Language;
  search?: string | null | undefined;
};
export type FaqRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FaqList_query">;
};
export type FaqRouteQuery = {
  response: FaqRouteQuery$data;
  variables: FaqRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v4 = {
  "kind": "Variable",
  "name": "language",
  "variableName": "language"
},
v5 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v6 = [
  (v3/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v4/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqRouteQuery",
    "selections": [
      {
        "args": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "FaqList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FaqRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "FaqConnection",
        "kind": "LinkedField",
        "name": "faqs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FaqConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Faq",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "faqId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "question",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answerHtml",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "category",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "filters": [
          "language",
          "search",
          "category"
        ],
        "handle": "connection",
        "key": "FaqList_faqs",
        "kind": "LinkedHandle",
        "name": "faqs"
      }
    ]
  },
  "params": {
    "id": "b64d76111149563d22bca2d9e686779c6bcb2ac79b74f1fbc5d48bc6f152c1a6",
    "metadata": {},
    "name": "FaqRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a37370545ce486267ddda4e00dbeb6dc";

export default node;
