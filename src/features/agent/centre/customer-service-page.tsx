import { useTranslation } from 'react-i18next';

/** Placeholder until its issue 7 work lands. */
export default function Page() {
  const { t } = useTranslation('common');
  return <p className="state state--empty">{t('states.comingSoon')}</p>;
}
