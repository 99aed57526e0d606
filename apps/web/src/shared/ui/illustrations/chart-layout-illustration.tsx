import { accent, IllustrationFrame, muted, paper } from './illustration-frame';

const layouts = {
  /** Step 1: pick a layout of several charts. */
  grid: [
    [22, 30, 36, 26],
    [62, 30, 36, 26],
    [22, 62, 36, 26],
    [62, 62, 36, 26],
  ],
  /** Step 2: link charts by colour group. */
  groups: [
    [22, 30, 76, 26],
    [22, 62, 36, 26],
    [62, 62, 36, 26],
  ],
  /** Step 3: each chart follows its own stock. */
  single: [[22, 30, 76, 58]],
} as const;

export function ChartLayoutIllustration({ layout }: { layout: keyof typeof layouts }) {
  return (
    <IllustrationFrame>
      {layouts[layout].map(([x, y, width, height], index) => (
        <g key={index}>
          <rect
            x={x}
            y={y}
            width={width}
            height={height}
            rx="3"
            fill={paper}
            stroke={index === 0 ? accent : muted}
          />
          <path
            d={`M${x + 4} ${y + height - 6} l${width / 4} -${height / 3} l${width / 4} ${height / 6} l${width / 3} -${height / 3}`}
            stroke={index === 0 ? accent : muted}
            strokeWidth={2.5}
          />
        </g>
      ))}
    </IllustrationFrame>
  );
}
