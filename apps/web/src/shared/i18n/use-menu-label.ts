import { useTranslation } from 'react-i18next';
import { en, type MenuLabel } from './en';

const isMenuLabel = (text: string): text is MenuLabel => Object.hasOwn(en.nav.labels, text);

/** A menu entry's name in the interface language. */
export function useMenuLabel(): (label: MenuLabel) => string {
  const { t } = useTranslation();
  return (label) => t(`nav.labels.${label}`);
}

/**
 * A page title in the interface language when it is a menu entry's name (the pages' titles are their
 * menu entries'), else as given: page bodies are still English until their text moves to the resources.
 */
export function usePageTitle(title: string): string {
  const menuLabel = useMenuLabel();
  return isMenuLabel(title) ? menuLabel(title) : title;
}
