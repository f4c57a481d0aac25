import { IonButton, IonItem, IonItemDivider, IonLabel, IonList, IonPopover } from '@ionic/react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tab } from '../../domain/tabs';
import { useGo } from './use-go';

// Room the top bar keeps for the brand and the end buttons (bell, pending saves, tools, user), and a tab's
// width estimated from its label (14 px capitals), so the strip never overflows and never scrolls.
const RESERVED = 330;
const MORE_WIDTH = 84;
const tabWidth = (t: Tab) => 28 + t.label.length * 10 + (t.children ? 14 : 0);

/** The tabs that fit in `width` px, the rest behind "MORE". */
export function splitTabs(tabs: Tab[], width: number): { shown: Tab[]; more: Tab[] } {
  const room = width - RESERVED;
  const total = tabs.reduce((n, t) => n + tabWidth(t), 0);
  if (total <= room) return { shown: tabs, more: [] };
  let used = MORE_WIDTH;
  const shown: Tab[] = [];
  for (const t of tabs) {
    if (used + tabWidth(t) > room) break;
    shown.push(t);
    used += tabWidth(t);
  }
  return { shown, more: tabs.slice(shown.length) };
}

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
function MenuTab({ label, tabs, active }: { label: string; tabs: Tab[]; active: boolean }) {
  const id = `tab-${useId().replace(/:/g, '')}`;
  const go = useGo();
  const flat = tabs.length === 1 && tabs[0]?.children;
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
          <MenuTab key={t.label} label={t.label} tabs={[t]} active={inTab(t, pathname)} />
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
