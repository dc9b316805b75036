/**
 * @generated SignedSource<<b02f7ace917d9958d3e79463aef57234>>
 * @relayHash 20ff66043a71aac81999ea04256d324b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f80332a157cc976d544ea7706d610a0653e5f2912214b6c5e745087fcb3522b1

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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f80332a157cc976d544ea7706d610a0653e5f2912214b6c5e745087fcb3522b1",
    "metadata": {},
    "name": "ShellFooterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "66f2c9d63018fac652cdd71e4bd41e80";

export default node;
