import type { OpsIdentification } from '@swx/contract';

/**
 * The identity verification noun of `npm run ops`: `kyc list|approve|reject`, its path
 * under /swx/ops, and one line per submission with what the reviewer checks and where the images are.
 */
export const kycKinds = { kyc: 'identifications' } as const;
export type KycKind = (typeof kycKinds)[keyof typeof kycKinds];

export const kycActions: Record<KycKind, string[]> = { identifications: ['list', 'approve', 'reject'] };

export const kycUsage = `  kyc list [--status pending|verified|failed] [--page N]
  kyc approve <id> [--remark "note"]   (pending → verified; the user is notified)
  kyc reject <id> --remark "why"       (pending → failed; the user sees why and may resubmit)`;

const documentNames = { id_card: 'ID card', driver_licence: 'driver licence', passport: 'passport' } as const;

export function describeKyc(record: unknown): string {
  const k = record as OpsIdentification;
  const images = [k.images.front, k.images.back, k.images.inHand, k.images.signature]
    .filter(Boolean)
    .join(' ');
  const submitted = new Date(k.createdAt).toISOString().slice(0, 16).replace('T', ' ');
  return `#${k.id} ${k.status.padEnd(8)} ${k.userName} (user ${k.userId}) ${k.firstName} ${k.lastName}, born ${k.birthdate}, ${k.sex}, ${k.country}, ${k.address}, ${k.areaCode} ${k.phone}, ${documentNames[k.documentType]}, submitted ${submitted} UTC, images ${images}${k.remark ? ` remark: ${k.remark}` : ''}`;
}
