import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-progress-bar.js';
import { wrap } from './wrap';

export const IonProgressBar = /* @__PURE__ */ wrap<typeof Real.IonProgressBar>(
  'ion-progress-bar',
  el,
  el.IonProgressBar,
);
