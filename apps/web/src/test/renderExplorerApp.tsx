import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ExplorerApp } from '../explorer-entry/ExplorerApp.js';
import { resources } from '../i18n/allResources.js';
import { createI18n, type Language } from '../i18n/index.js';

export type RenderExplorerAppOptions = { path?: string; language?: Language; publicHost?: boolean };

/**
 * The public explorer as its own entry renders it (explorer-entry/ExplorerApp): its router on jsdom's history
 * at `path`, i18next with every language's texts, and no Chakra provider, no store, no react-router.
 */
export function renderExplorerApp({
  path = '/',
  language = 'en',
  publicHost = false,
}: RenderExplorerAppOptions = {}): RenderResult & { i18n: I18n } {
  window.history.replaceState(null, '', path);
  const i18n = createI18n(language, resources);
  return { ...render(<ExplorerApp i18n={i18n} publicHost={publicHost} />), i18n };
}
