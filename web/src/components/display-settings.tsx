import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { applyToDocument, loadSettings, saveSetting, type DisplaySettings } from '../services/display-settings';

interface DisplaySettingsContextValue {
  settings: DisplaySettings;
  setSetting: <K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => void;
}

const DisplaySettingsContext = createContext<DisplaySettingsContextValue | null>(null);

/** Dark/light, right-to-left and the navbar settings, persisted under the spec's keys. */
export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<DisplaySettings>(() => {
    const loaded = loadSettings();
    applyToDocument(loaded);
    return loaded;
  });
  const setSetting = useCallback(<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => {
    saveSetting(key, value);
    setSettings((current) => {
      const next = { ...current, [key]: value };
      applyToDocument(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, setSetting }), [settings, setSetting]);
  return <DisplaySettingsContext.Provider value={value}>{children}</DisplaySettingsContext.Provider>;
}

export function useDisplaySettings(): DisplaySettingsContextValue {
  const value = useContext(DisplaySettingsContext);
  if (!value) throw new Error('useDisplaySettings needs a DisplaySettingsProvider');
  return value;
}
