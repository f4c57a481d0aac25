import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-refresher-content.js';
import { wrap } from './wrap';

export const IonRefresherContent = /* @__PURE__ */ wrap<typeof Real.IonRefresherContent>(
  'ion-refresher-content',
  el,
  el.IonRefresherContent,
);
