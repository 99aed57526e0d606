import { configPart, envText } from '../../platform/config/config-part';

/** The font statement PDFs embed (statement-font.ts). */
export const statementConfig = configPart({
  environment: {
    STATEMENT_FONT: envText.absolutePath.default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  },
  settings: (env) => ({
    /** The CJK font statement PDFs embed a subset of. */
    statementFont: env.STATEMENT_FONT,
  }),
});
