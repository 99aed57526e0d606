import { useCallback } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appLanguages, isAppLanguage, languageNames, useLanguage } from '../i18n';
import { GlobeIcon } from './icons';
import { useTypedBeforeTakeover } from './typed-before-takeover';

/** The language switch; with `label`, a visibly labelled field (a form), else named for screen readers only. */
export function LanguageSelect({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // On a prerendered page the visitor may choose before the app takes over: that choice is kept.
  const adopt = useCallback(
    (chosen: string) => {
      if (isAppLanguage(chosen)) setLanguage(chosen);
    },
    [setLanguage],
  );
  useTypedBeforeTakeover('language', adopt);
  return (
    <NativeSelect
      name="language"
      label={label}
      aria-label={label ? undefined : t('language.label')}
      value={language}
      leftSection={<GlobeIcon />}
      onChange={(event) => {
        // A change to the language shown is not the visitor's: hydrating the select to handle a choice made
        // while the app took over, React resets its options to the rendered language before the browser's
        // `change` reaches it (typed-before-takeover.ts keeps that choice); switching back would undo it.
        const chosen = event.currentTarget.value;
        if (chosen !== language && isAppLanguage(chosen)) setLanguage(chosen);
      }}
      w={140}
    >
      {appLanguages.map((option) => (
        <option key={option} value={option} lang={option}>
          {languageNames[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
