// Packages carry Vietnamese (name, description, features) and English (…En) texts: the
// screens show the ones of the interface language, falling back to the other.
import { useLocaleState } from 'react-admin';
import type { Package } from '../../contract/packages';

type Texts = Pick<Package, 'name' | 'nameEn' | 'description' | 'descriptionEn' | 'features' | 'featuresEn'>;

export function localizedPackage(pkg: Partial<Texts>, locale: string) {
  const vi = locale === 'vi';
  const pick = (a?: string, b?: string) => (vi ? a || b : b || a) ?? '';
  const features = vi ? (pkg.features?.length ? pkg.features : pkg.featuresEn) : pkg.featuresEn?.length ? pkg.featuresEn : pkg.features;
  return { name: pick(pkg.name, pkg.nameEn), description: pick(pkg.description, pkg.descriptionEn), features: features ?? [] };
}

export function useLocalizedPackage() {
  const [locale] = useLocaleState();
  return (pkg: Partial<Texts>) => localizedPackage(pkg, locale);
}
