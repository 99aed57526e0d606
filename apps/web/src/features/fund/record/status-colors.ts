/**
 * Spec section 4: amber while pending or processing (PND, ACK, PTC, APV), green completed (CLS), grey
 * cancelled (CAN), red rejected (REJ). The badge also says the status in words: colour is never the only cue.
 */
const colors: Record<string, 'yellow' | 'green' | 'gray' | 'red'> = {
  PND: 'yellow',
  ACK: 'yellow',
  PTC: 'yellow',
  APV: 'yellow',
  CLS: 'green',
  CAN: 'gray',
  REJ: 'red',
};

export function statusColor(status: string): 'yellow' | 'green' | 'gray' | 'red' {
  return colors[status] ?? 'gray';
}

/** A client may withdraw a request nobody has started on yet (spec section 4). */
export function isWithdrawable(status: string): boolean {
  return status === 'PND' || status === 'ACK';
}
