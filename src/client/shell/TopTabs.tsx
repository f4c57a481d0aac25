import { IonButton, IonItem, IonItemDivider, IonLabel, IonList, IonPopover } from '@ionic/react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tab } from '../../domain/tabs';
import { splitTabs } from './tab-fit';
import { useGo } from './use-go';

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
  return (
    <>
      <IonButton id={id} fill="clear" className={active ? 'active' : ''}>
        {label} ▾
      </IonButton>
      <IonPopover trigger={id} dismissOnSelect>
        <IonList lines="none">
          {tabs.map((t) =>
            t.children ? (
              <div key={t.label} role="group" aria-label={t.label}>
                {!flat && <IonItemDivider>{t.label}</IonItemDivider>}
                {t.children.map((c) => (
                  <IonItem key={c.path} button onClick={() => go(c.path)} detail={false}>
                    <IonLabel>{c.label}</IonLabel>
                  </IonItem>
                ))}
              </div>
            ) : (
              <IonItem key={t.label} button onClick={() => go(t.path ?? '/home')} detail={false}>
                <IonLabel>{t.label}</IonLabel>
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
  return (
    <nav className="sb-tabs" slot="start" aria-label="Main" data-testid="top-tabs">
      <span className="sb-brand">Sumbook</span>
      {shown.map((t) =>
        t.children ? (
          <MenuTab key={t.label} label={t.label} tabs={[t]} active={inTab(t, pathname)} flat />
        ) : (
          <IonButton
            key={t.label}
            fill="clear"
            onClick={() => go(t.path ?? '/home')}
            className={pathname === t.path ? 'active' : ''}
          >
            {t.label}
          </IonButton>
        ),
      )}
      {more.length > 0 && <MenuTab label="MORE" tabs={more} active={more.some((t) => inTab(t, pathname))} />}
    </nav>
  );
}
