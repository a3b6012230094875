import { useTranslation } from 'react-i18next';

/**
 * The mock build's mark, so a mock build deployed by mistake is seen at once. Shown on every
 * page beside the Scenarios button (in the strip the page keeps free for it, so it covers nothing);
 * mock-only code, so the real build's bundle has none of it.
 */
export function DemoDataMark() {
  const { t } = useTranslation(['common', 'qa']);
  return (
    <p className="demo-mark" title={t('qa:demoDataHint')}>
      {t('qa:demoData')}
      <span className="visually-hidden">: {t('qa:demoDataHint')}</span>
    </p>
  );
}
