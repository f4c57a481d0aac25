import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-segment.js';
import { wrap } from './wrap';

export const IonSegment = /* @__PURE__ */ wrap<typeof Real.IonSegment>('ion-segment', el, el.IonSegment, {
  onIonChange: 'ionChange',
});
