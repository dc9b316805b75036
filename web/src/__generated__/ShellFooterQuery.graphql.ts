/**
 * @generated SignedSource<<30b07459bc1ec1edd1606f8822819017>>
 * @relayHash 84a9c5d5c3fa4255b79b98b6551f7863
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19179e4cd7ac561a3280251368ea6080771069acd443e06fd881baffd22484ba

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Language = "AR" | "DE" | "EN" | "ES" | "FR" | "HK" | "IT" | "JA" | "KO" | "PT" | "ZH" | "%future added value";
export type ShellFooterQuery$variables = {
  language: Language;
};
export type ShellFooterQuery$data = {
  readonly contents: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Footer_contents">;
  }>;
};
export type ShellFooterQuery = {
  response: ShellFooterQuery$data;
  variables: ShellFooterQuery$variables;
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
    "kind": "Variable",
    "name": "language",
    "variableName": "language"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellFooterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Content",
        "kind": "LinkedField",
        "name": "contents",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Footer_contents"
          }
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
    "name": "ShellFooterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Content",
        "kind": "LinkedField",
        "name": "contents",
        "plural": true,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "19179e4cd7ac561a3280251368ea6080771069acd443e06fd881baffd22484ba",
    "metadata": {},
    "name": "ShellFooterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "66f2c9d63018fac652cdd71e4bd41e80";

export default node;
