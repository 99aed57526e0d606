import { accent, IllustrationFrame, muted, paper } from './illustration-frame';

/** Another device took over the session: a laptop pushed aside by a phone. */
export function KickOffIllustration() {
  return (
    <IllustrationFrame>
      <rect x="18" y="34" width="52" height="36" rx="4" fill={paper} stroke={muted} />
      <path d="M12 78h64" stroke={muted} />
      <path d="M34 46l20 14M54 46L34 60" stroke={muted} />
      <rect x="70" y="28" width="30" height="56" rx="6" fill={paper} stroke={accent} />
      <path d="M80 76h10" stroke={accent} />
      <path d="M78 46l6 6 10-12" stroke={accent} />
    </IllustrationFrame>
  );
}
