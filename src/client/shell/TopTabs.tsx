import { IonButton, IonItem, IonItemDivider, IonLabel, IonList, IonPopover } from '@ionic/react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tab } from '../../domain/tabs';
import { splitTabs } from './tab-fit';
import { useGo } from './use-go';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

function useWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const on = () => setWidth(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return width;
}

const inTab = (t: Tab, path: string) =>
  t.children ? t.children.some((c) => path.startsWith(c.path)) : path === t.path;

/** A tab with sub-tabs (or the "MORE" overflow): a button opening a popover list of links. */
function MenuTab({
  label,
  tabs,
  active,
  flat = false,
}: {
  label: string;
  tabs: Tab[];
  active: boolean;
  flat?: boolean;
}) {
  const id = `tab-${useId().replace(/:/g, '')}`;
  const go = useGo();
  const t = useT('common');
  return (
    <>
      <IonButton id={id} fill="clear" className={active ? 'active' : ''}>
        {label} ▾
      </IonButton>
      <IonPopover trigger={id} dismissOnSelect>
        <IonList lines="none">
          {tabs.map((tab) =>
            tab.children ? (
              <div key={tab.label} role="group" aria-label={knownLabel(t, tab.label)}>
                {!flat && <IonItemDivider>{knownLabel(t, tab.label)}</IonItemDivider>}
                {tab.children.map((c) => (
                  <IonItem key={c.path} button onClick={() => go(c.path)} detail={false}>
                    <IonLabel>{knownLabel(t, c.label)}</IonLabel>
                  </IonItem>
                ))}
              </div>
            ) : (
              <IonItem key={tab.label} button onClick={() => go(tab.path ?? '/home')} detail={false}>
                <IonLabel>{knownLabel(t, tab.label)}</IonLabel>
              </IonItem>
            ),
          )}
        </IonList>
      </IonPopover>
    </>
  );
}

/** Tablets: brand and the tabs that fit the bar; the others (whole groups) in a "MORE" menu. */
export function TopTabs({ tabs }: { tabs: Tab[] }) {
  const go = useGo();
  const { pathname } = useLocation();
  const { shown, more } = splitTabs(tabs, useWidth());
  const t = useT('common');
  return (
    <nav className="sb-tabs" slot="start" aria-label={t('Main')} data-testid="top-tabs">
      <span className="sb-brand">{t('Sumbook')}</span>
      {shown.map((tab) =>
        tab.children ? (
          <MenuTab key={tab.label} label={knownLabel(t, tab.label)} tabs={[tab]} active={inTab(tab, pathname)} flat />
        ) : (
          <IonButton
            key={tab.label}
            fill="clear"
            onClick={() => go(tab.path ?? '/home')}
            className={pathname === tab.path ? 'active' : ''}
          >
            {knownLabel(t, tab.label)}
          </IonButton>
        ),
      )}
      {more.length > 0 && <MenuTab label={t('MORE')} tabs={more} active={more.some((t) => inTab(t, pathname))} />}
    </nav>
  );
}
