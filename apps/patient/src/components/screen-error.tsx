import { Component, type ReactNode } from 'react';
import { texts } from '../lib/i18n';

interface State {
  failed: boolean;
  /** The screen that failed: moving to another one tries again. */
  failedOn: string | null;
}

/**
 * When a screen's code cannot be fetched or the screen fails as it draws (an update replaced the old
 * files, the connection dropped before the service worker stored them), say so and offer a reload,
 * with the tab bar still there, instead of a blank app.
 */
export class ScreenError extends Component<{ children: ReactNode; path: string }, State> {
  override state: State = { failed: false, failedOn: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    return state.failedOn !== null && state.failedOn !== props.path
      ? { failed: false, failedOn: null }
      : null;
  }

  override componentDidCatch() {
    this.setState({ failedOn: this.props.path });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { t } = texts.current();
    // A heading as every screen has one: a screen reader's list of headings still says where it is.
    return (
      <>
        <h1 tabIndex={-1}>{t('shell.screenNotOpened')}</h1>
        <div className="alert error" role="alert">
          <p>{t('shell.screenFailed')}</p>
          <button type="button" className="btn secondary" onClick={() => window.location.reload()}>
            {t('shell.reload')}
          </button>
        </div>
      </>
    );
  }
}
