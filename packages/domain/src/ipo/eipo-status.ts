// Spec section 4, how the portal shows an eIPO status: ACK with a flag is received; AEE or BOE with flag S or A
// is received, with X cancelled; REJ rejected; ACP accepted; CLS allotted; PTC pending.

/** The contract's EipoStatusCode, EipoFlag and EipoDisplayStatus. */
export type EipoCode = 'ACK' | 'AEE' | 'BOE' | 'REJ' | 'ACP' | 'CLS' | 'PTC';
export type EipoFlagCode = 'S' | 'A' | 'X';
export type EipoDisplay = 'RECEIVED' | 'CANCELLED' | 'REJECTED' | 'ACCEPTED' | 'ALLOTTED' | 'PENDING';

export function eipoDisplayStatus(code: EipoCode, flag: EipoFlagCode | null): EipoDisplay {
  switch (code) {
    case 'ACK':
      return 'RECEIVED';
    case 'AEE':
    case 'BOE':
      return flag === 'X' ? 'CANCELLED' : 'RECEIVED';
    case 'REJ':
      return 'REJECTED';
    case 'ACP':
      return 'ACCEPTED';
    case 'CLS':
      return 'ALLOTTED';
    case 'PTC':
      return 'PENDING';
  }
}
