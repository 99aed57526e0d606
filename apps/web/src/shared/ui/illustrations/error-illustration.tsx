import { accent, IllustrationFrame, paper } from './illustration-frame';

/** Something went wrong: a warning sign on a page. */
export function ErrorIllustration() {
  return (
    <IllustrationFrame>
      <path d="M60 24l36 64H24z" fill={paper} stroke={accent} />
      <path d="M60 50v18" stroke={accent} />
      <circle cx="60" cy="78" r="2.5" fill={accent} stroke={accent} />
    </IllustrationFrame>
  );
}
