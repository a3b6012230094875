import { useTranslation } from 'react-i18next';

export function FullPageLoader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="full-page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{ready ? t('states.loading') : ''}</span>
    </div>
  );
}
