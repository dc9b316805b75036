import { graphql } from 'react-relay';

/**
 * The schema's enums that shared code names (a mutation's error code, a deposit's or withdrawal's
 * review state). Relay writes an enum's type into the artifact of each query or fragment that
 * selects it; these fragments select them for shared code alone, so shared code takes its types
 * from its own artifacts instead of one feature's. Nothing spreads them, and no code imports this
 * file: only its artifacts' types are used.
 */
export const schemaEnumFragments = [
  graphql`
    fragment schemaEnums_errorCode on Error {
      code
    }
  `,
  graphql`
    fragment schemaEnums_reviewStatus on Recharge {
      status
    }
  `,
];
