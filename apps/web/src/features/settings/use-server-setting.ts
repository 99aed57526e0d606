import { useState } from 'react';
import type { UserConfigItem } from '@lantau/contract';
import { useUserConfiguration, type UserConfigValue } from '../../shared/user-configuration';
import { useSaveUserConfiguration } from './api/patch-user-configurations';

/**
 * A server-side setting as its control shows it, and the change that saves it. The clicked value shows in the
 * click's own render: the query cache tells its readers on its next tick, and until then a controlled radio or
 * switch would flip back to the old value (under load, for long enough to be seen and to fail a check). The
 * cache's value takes over as soon as it changes: the optimistic one, or the old one back when the save fails.
 */
export function useServerSetting<K extends UserConfigItem>(
  key: K,
  fallback: UserConfigValue<K>,
): [UserConfigValue<K>, (value: UserConfigValue<K>) => void] {
  const save = useSaveUserConfiguration();
  const stored = useUserConfiguration(key, fallback);
  const [clicked, setClicked] = useState<{ value: UserConfigValue<K> }>();
  // Any change of the cache's value ends the click's own (adjusted while rendering, not in an effect after it).
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setClicked(undefined);
  }
  const change = (value: UserConfigValue<K>) => {
    setClicked({ value });
    save.mutate({ [key]: value });
  };
  return [clicked ? clicked.value : stored, change];
}
