/**
 * @generated SignedSource<<88c28303ec2405568039b04907bffc28>>
 * @relayHash d00ff4793975e5732b2f85b2c4976999
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d41cc52a286ae872b101a075fa08f2c4afbf4c80d2b1e449a7eebce7a18951c

import { ConcreteRequest } from 'relay-runtime';
export type ContentType = "COMPANY" | "FOOTER" | "POLICY" | "%future added value";
export type Language = "AR" | "DE" | "EN" | "ES" | "FR" | "HK" | "IT" | "JA" | "KO" | "PT" | "ZH" | "%future added value";
export type HelpRouteQuery$variables = {
  language: Language;
};
export type HelpRouteQuery$data = {
  readonly contents: ReadonlyArray<{
    readonly contentId: number;
    readonly id: string;
    readonly title: string;
    readonly type: ContentType;
  }>;
};
export type HelpRouteQuery = {
  response: HelpRouteQuery$data;
  variables: HelpRouteQuery$variables;
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
        "kind": "Variable",
        "name": "language",
        "variableName": "language"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HelpRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HelpRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2d41cc52a286ae872b101a075fa08f2c4afbf4c80d2b1e449a7eebce7a18951c",
    "metadata": {},
    "name": "HelpRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ecbd37204bb99737168bc0a7da54d94a";

export default node;
