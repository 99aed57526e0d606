import { accent, IllustrationFrame, muted, paper } from './illustration-frame';

/** The session ran out of time: a clock past its hour. */
export function TimeoutIllustration() {
  return (
    <IllustrationFrame>
      <circle cx="60" cy="62" r="32" fill={paper} stroke={accent} />
      <path d="M60 42v20l14 10" stroke={accent} />
      <path d="M48 22h24M60 22v8" stroke={muted} />
      <path d="M88 36l6-6" stroke={muted} />
    </IllustrationFrame>
  );
}
