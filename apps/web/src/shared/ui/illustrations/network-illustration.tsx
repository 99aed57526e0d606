import { accent, IllustrationFrame, muted } from './illustration-frame';

/** The connection is unstable: a signal with a broken bar. */
export function NetworkIllustration() {
  return (
    <IllustrationFrame>
      <path d="M30 56a42 42 0 0 1 60 0" stroke={muted} />
      <path d="M40 66a28 28 0 0 1 40 0" stroke={accent} />
      <path d="M50 76a14 14 0 0 1 20 0" stroke={accent} />
      <circle cx="60" cy="86" r="3" fill={accent} stroke={accent} />
      <path d="M84 30L36 94" stroke={muted} />
    </IllustrationFrame>
  );
}
