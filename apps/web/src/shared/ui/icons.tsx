import type { ReactNode } from 'react';

export interface LineDrawingProps {
  children: ReactNode;
  size?: number;
  /** The drawing's own coordinates: 24 units square for an icon. */
  viewBox?: string;
  /** The line colour the shapes inherit; "none" where each shape sets its own. */
  stroke?: string;
  strokeWidth?: number;
}

/** A decorative line drawing in the text's colour, hidden from screen readers: the text beside it says it all. */
export function LineDrawing({
  children,
  size = 20,
  viewBox = '0 0 24 24',
  stroke = 'currentColor',
  strokeWidth = 2,
}: LineDrawingProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const SunIcon = () => (
  <LineDrawing>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </LineDrawing>
);

export const MoonIcon = () => (
  <LineDrawing>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </LineDrawing>
);

export const GlobeIcon = () => (
  <LineDrawing size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </LineDrawing>
);

export const LogoutIcon = () => (
  <LineDrawing size={18}>
    <path d="M9 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h4M16 17l5-5-5-5M21 12H9" />
  </LineDrawing>
);

export const ArrowRightIcon = () => (
  <LineDrawing size={18}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineDrawing>
);

export const ImageIcon = () => (
  <LineDrawing size={18}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </LineDrawing>
);

export const UserIcon = () => (
  <LineDrawing size={18}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineDrawing>
);

export const ChevronDownIcon = () => (
  <LineDrawing size={16}>
    <path d="M6 9l6 6 6-6" />
  </LineDrawing>
);
