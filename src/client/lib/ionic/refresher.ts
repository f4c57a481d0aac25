import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-refresher.js';
import { wrap } from './wrap';

export const IonRefresher = /* @__PURE__ */ wrap<typeof Real.IonRefresher>('ion-refresher', el, el.IonRefresher, {
  onIonRefresh: 'ionRefresh',
  onIonPull: 'ionPull',
  onIonStart: 'ionStart',
});
