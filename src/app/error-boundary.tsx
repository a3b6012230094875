import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** The last line of defence: a crash below shows a message and a reload, never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <section className="page page--error" role="alert">
            <h1>{t('errors.pageTitle')}</h1>
            <p>{t('errors.page')}</p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {t('actions.reload')}
            </button>
          </section>
        )}
      </Translation>
    );
  }
}
