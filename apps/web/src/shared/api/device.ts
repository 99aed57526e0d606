import { secureStorage } from '../storage';

/** One id per browser, generated on first use, so the server can tell a user's devices apart. */
export function getDeviceUuid(): string {
  const stored = secureStorage.get('deviceUuid');
  if (stored) return stored;
  const created = crypto.randomUUID();
  secureStorage.set('deviceUuid', created);
  return created;
}

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari/, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 120 (Windows)': what the device list of the account shows for this browser. */
export function deviceModelFromUserAgent(userAgent: string): string {
  let browser = 'Browser';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown OS';
  return `${browser} (${system})`;
}
